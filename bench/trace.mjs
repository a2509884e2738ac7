// Main-thread CPU time from a Chrome trace, between performance marks the page sets.
//
// Wall-clock time inside the page includes the time the renderer waits for a
// CPU when the machine is busy; the thread time (tdur) of the renderer's
// top-level tasks does not. Both are reported.

const CATEGORIES = ['toplevel', 'blink.user_timing'];
// Chrome names a thread's task either way, depending on the categories traced and the task's source.
const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/** Runs `fn` while tracing the page; returns its result and the trace events. */
export async function traced(browser, page, fn) {
  await browser.startTracing(page, { categories: CATEGORIES });
  let result;
  let buffer;
  try {
    result = await fn();
  } finally {
    buffer = await browser.stopTracing();
  }
  return { result, events: JSON.parse(buffer.toString()).traceEvents ?? [] };
}

/** A thread's outermost tasks, sorted. */
export function outermostTasks(events, pid, tid) {
  const all = events.filter((event) => event.ph === 'X' && event.pid === pid && event.tid === tid && TASKS.has(event.name) && event.dur > 0).sort((a, b) => a.ts - b.ts);
  const tasks = [];
  let end = -Infinity;
  for (const task of all) {
    if (task.ts < end) continue; // nested in the previous one
    tasks.push(task);
    end = task.ts + task.dur;
  }
  return tasks;
}

/** The renderer main thread's outermost tasks, sorted, and the marks of the given names (by name, in order). */
function mainThread(events, markNames) {
  const marks = events.filter((event) => event.cat === 'blink.user_timing' && markNames.includes(event.name));
  if (marks.length === 0) return { tasks: [], marks: new Map() };
  const { pid, tid } = marks[0];
  const tasks = outermostTasks(events, pid, tid);
  const byName = new Map(
    markNames.map((name) => [
      name,
      marks
        .filter((mark) => mark.name === name)
        .map((mark) => mark.ts)
        .sort((a, b) => a - b),
    ]),
  );
  return { tasks, marks: byName };
}

/** CPU milliseconds of the tasks within [from, to] (trace µs), tasks cut at the edges pro rata. */
export function cpuBetween(tasks, from, to) {
  let sum = 0;
  for (const task of tasks) {
    const start = task.ts;
    const stop = task.ts + task.dur;
    if (stop <= from) continue;
    if (start >= to) break;
    const overlap = Math.min(stop, to) - Math.max(start, from);
    sum += ((task.tdur ?? task.dur) * overlap) / task.dur;
  }
  return sum / 1000;
}

/** CPU per interval from each `startName` mark to the following `endName` mark. */
export function cpuPerInterval(events, startName, endName) {
  const { tasks, marks } = mainThread(events, [startName, endName]);
  const starts = marks.get(startName) ?? [];
  const ends = marks.get(endName) ?? [];
  const out = [];
  let j = 0;
  for (const start of starts) {
    while (j < ends.length && ends[j] < start) j += 1;
    if (j >= ends.length) break;
    out.push(cpuBetween(tasks, start, ends[j]));
  }
  return out;
}

/** CPU per frame: between consecutive `name` marks (each set when a frame's rendering is done). */
export function cpuPerFrame(events, name) {
  const { tasks, marks } = mainThread(events, [name]);
  const ends = marks.get(name) ?? [];
  const out = [];
  for (let i = 1; i < ends.length; i++) out.push(cpuBetween(tasks, ends[i - 1], ends[i]));
  return out;
}
