import { dialog } from './dialog.module.css';

export function openDialog(text) {
  const element = document.createElement('div');
  element.className = dialog;
  element.textContent = text;
  document.body.append(element);
  console.log(`dialog opened with class ${dialog}`);
}
