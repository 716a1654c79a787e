window.analyticsQueue = [];

export const track = (event) => window.analyticsQueue.push(event);
