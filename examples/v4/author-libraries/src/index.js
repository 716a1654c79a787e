import clsx from 'clsx';

export const VARIANTS = ['primary', 'secondary', 'danger'];

export function buttonClass({ variant = 'primary', size = 'medium', disabled = false } = {}) {
  if (!VARIANTS.includes(variant)) {
    throw new Error(`Unknown variant "${variant}". Use one of: ${VARIANTS.join(', ')}.`);
  }
  return clsx('button', `button-${variant}`, `button-${size}`, { 'button-disabled': disabled });
}
