console.log('date helpers loaded');
export const formatDate = (d) => d.toISOString();
