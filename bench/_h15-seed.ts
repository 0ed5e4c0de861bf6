import { seedCustomers } from '/work/wt/h15-dash/bench/seed-dashboards';
import { seedActivities, seedLeads } from '/work/wt/h15-dash/bench/seed-leads';
const dir = '/tmp/h15-big';
console.log('leads', await seedLeads(dir, 1_000_000));
console.log('acts', await seedActivities(dir, 1_000_000));
console.log('cust', await seedCustomers(dir, 100_000));
