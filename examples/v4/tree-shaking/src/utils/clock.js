console.log('clock.js was evaluated');

export function startClock(element) {
  setInterval(() => {
    element.textContent = new Date().toLocaleTimeString();
  }, 1000);
}
