export function drawBar(points) {
  return points.map(([id, , y]) => `${id}:${'#'.repeat(Math.round(y / 100))}`).join('\n');
}
