/**
 * A 2D canvas context that records what is drawn, in order (jsdom has no canvas): each call as
 * a line of text with what it drew, e.g. `moveTo 0 0`, `stroke #111 4` (colour, line width),
 * `fillRect #fff 0 0 640 480` (colour, box), `setTransform 2 0 0 2 0 0`. Cast `ctx` to the
 * context type the code under test takes.
 */
export function recordingContext() {
  const calls: string[] = [];
  const ctx = {
    lineCap: 'butt',
    lineJoin: 'miter',
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
    setTransform: (...args: number[]) => calls.push(`setTransform ${args.join(' ')}`),
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x} ${y}`),
    lineTo: (x: number, y: number) => calls.push(`lineTo ${x} ${y}`),
    arc: (x: number, y: number, r: number) => calls.push(`arc ${x} ${y} ${r}`),
    stroke: () => calls.push(`stroke ${ctx.strokeStyle} ${ctx.lineWidth}`),
    fill: () => calls.push(`fill ${ctx.fillStyle}`),
    clearRect: (x: number, y: number, w: number, h: number) =>
      calls.push(`clearRect ${x} ${y} ${w} ${h}`),
    fillRect: (x: number, y: number, w: number, h: number) =>
      calls.push(`fillRect ${ctx.fillStyle} ${x} ${y} ${w} ${h}`),
  };
  return { ctx, calls };
}
