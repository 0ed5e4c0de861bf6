import { measureDashboards, printDashboards } from '/work/wt/h15-dash/bench/dashboards';
const ok = printDashboards(await measureDashboards());
console.log('met', ok);
