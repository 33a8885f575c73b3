/** The parts of V8's `.cpuprofile` this reads. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileRow {
  name: string;
  selfMs: number;
  percent: number;
}

/** Where a frame's code lives: its npm package, else its path inside the repository, else V8's own label. */
function place(url: string): string {
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + '/node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? url);
  }
  const repository = url.match(/\/(apps|packages|bench)\/.*$/);
  if (repository) return repository[0].slice(1);
  return url === '' ? '(native or V8)' : url.replace(/^file:\/\//, '');
}

/**
 * The functions and places with the most self time (time on top of the
 * stack), ignoring V8's idle and GC bookkeeping in "busy" (GC is counted, as
 * it is work the requests cause).
 */
export function profileTop(
  profile: CpuProfile,
  howMany: number,
): { totalMs: number; busyMs: number; functions: ProfileRow[]; places: ProfileRow[] } {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  let totalMs = 0;
  let busyMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    totalMs += ms;
    const frame = nodes.get(id);
    if (frame === undefined || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    busyMs += ms;
    const where = place(frame.url);
    const name = `${frame.functionName || '(anonymous)'} ${where}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byPlace.set(where, (byPlace.get(where) ?? 0) + ms);
  });
  const rows = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, howMany)
      .map(([name, selfMs]) => ({ name, selfMs, percent: busyMs > 0 ? (100 * selfMs) / busyMs : 0 }));
  return { totalMs, busyMs, functions: rows(byFunction), places: rows(byPlace) };
}
