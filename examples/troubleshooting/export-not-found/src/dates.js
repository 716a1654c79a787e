export const formatTime = (date) => date.toLocaleTimeString();
export const parseDate = (text) => new Date(text);
