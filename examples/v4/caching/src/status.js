export function statusText(online) {
  return online ? 'You are online.' : 'You are offline.';
}
