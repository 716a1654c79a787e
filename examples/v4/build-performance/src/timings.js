export function slowestStep(steps) {
  return steps.reduce((slowest, step) => (step.ms > slowest.ms ? step : slowest));
}
