/**
 * Where the CPU of a load run goes (issue 24 §6): the console's processes by thread (the main
 * thread, which one worker is bound by, and the rest: V8's collector and compiler, libuv's pool),
 * PostgreSQL's processes and the load generator (this process), read from /proc before and after.
 * Linux only; elsewhere every figure is 0.
 */
import fs from 'node:fs';

/** CPU seconds by where they went. */
export interface CpuSplit {
  consoleMain: number;
  consoleOther: number;
  postgres: number;
  loadGenerator: number;
}

const TICKS_PER_S = 100;
const pids = () => (fs.existsSync('/proc') ? fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)) : []);
const read = (path: string) => {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
/** The command name and the fields after it of a /proc stat line. */
function parseStat(stat: string): { name: string; fields: string[] } {
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
}
const cpuSeconds = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;

/** `root` and every process below it. */
function processTree(root: number): number[] {
  const parentOf = new Map(pids().map((pid) => [Number(pid), Number(parseStat(read(`/proc/${pid}/stat`)).fields[1])]));
  const tree = [root];
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parentOf) {
      if (!tree.includes(parent) || tree.includes(pid)) continue;
      tree.push(pid);
      grew = true;
    }
  }
  return tree;
}

/** The CPU seconds used so far by the console started as `consolePid`, PostgreSQL and this process. */
export function cpuSoFar(consolePid: number): CpuSplit {
  const split: CpuSplit = { consoleMain: 0, consoleOther: 0, postgres: 0, loadGenerator: 0 };
  for (const pid of processTree(consolePid)) {
    for (const tid of fs.existsSync(`/proc/${pid}/task`) ? fs.readdirSync(`/proc/${pid}/task`) : []) {
      const { name, fields } = parseStat(read(`/proc/${pid}/task/${tid}/stat`));
      if (!fields[12]) continue;
      if (tid === String(pid) || name === 'MainThread') split.consoleMain += cpuSeconds(fields);
      else split.consoleOther += cpuSeconds(fields);
    }
  }
  for (const pid of pids()) {
    if (!read(`/proc/${pid}/cmdline`).startsWith('postgres')) continue;
    const { fields } = parseStat(read(`/proc/${pid}/stat`));
    if (fields[12]) split.postgres += cpuSeconds(fields);
  }
  split.loadGenerator = cpuSeconds(parseStat(read('/proc/self/stat')).fields);
  return split;
}

/** What `after` used beyond `before`, in ms per request over `requests`. */
export function perRequestMs(before: CpuSplit, after: CpuSplit, requests: number): CpuSplit {
  const per = (key: keyof CpuSplit) => (1000 * (after[key] - before[key])) / Math.max(requests, 1);
  return { consoleMain: per('consoleMain'), consoleOther: per('consoleOther'), postgres: per('postgres'), loadGenerator: per('loadGenerator') };
}
