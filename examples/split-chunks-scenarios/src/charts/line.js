export function drawLine(points) {
  return points.map(([id, , y]) => `${id}@${y}`).join(' - ');
}
