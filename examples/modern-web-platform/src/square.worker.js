self.addEventListener('message', (event) => {
  self.postMessage(event.data * event.data);
});
