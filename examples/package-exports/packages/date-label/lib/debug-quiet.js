export function debug() {}
