/**
 * The simulator's blueprints and bundles, modelled on Lightsail's Linux/Unix ones (ids, names,
 * sizes and monthly USD prices as Lightsail lists them), and its availability zones per region.
 */
import type { Blueprint, Bundle } from '~/lib/data-centers/model';

/** A blueprint with the login user Lightsail gives its instances. */
export interface CatalogBlueprint extends Blueprint {
  username: string;
}

const os = (id: string, name: string, group: string, username: string): CatalogBlueprint => ({
  id,
  name,
  type: 'os',
  group,
  description: `${name}: a bare operating system to install your own software on.`,
  username,
});

const app = (id: string, name: string, group: string, description: string): CatalogBlueprint => ({
  id,
  name,
  type: 'app',
  group,
  description,
  // Lightsail's application images are built by Bitnami and log in as its user.
  username: 'bitnami',
});

export const BLUEPRINTS: readonly CatalogBlueprint[] = [
  os('amazon_linux_2023', 'Amazon Linux 2023', 'amazon_linux_2023', 'ec2-user'),
  os('ubuntu_24_04', 'Ubuntu 24.04 LTS', 'ubuntu_24', 'ubuntu'),
  os('ubuntu_22_04', 'Ubuntu 22.04 LTS', 'ubuntu_22', 'ubuntu'),
  os('debian_12', 'Debian 12', 'debian_12', 'admin'),
  os('centos_stream_9', 'CentOS Stream 9', 'centos_stream_9', 'ec2-user'),
  app('wordpress', 'WordPress', 'wordpress', 'WordPress, the blogging and website platform, with Apache, MariaDB and PHP.'),
  app('wordpress_multisite', 'WordPress Multisite', 'wordpress_multisite', 'WordPress serving several sites from one installation.'),
  app('lamp_8_bitnami', 'LAMP (PHP 8)', 'lamp_8', 'Linux, Apache, MySQL and PHP 8 for PHP applications.'),
  app('nodejs', 'Node.js', 'node', 'Node.js with npm, ready for JavaScript servers.'),
  app('nginx', 'Nginx', 'nginx', 'The Nginx web server and reverse proxy.'),
  app('django', 'Django', 'django', 'The Django web framework with Python and Apache.'),
];

const bundle = (id: string, name: string, cpuCount: number, ramSizeInGb: number, diskSizeInGb: number, transferTb: number, price: number): Bundle => ({
  id,
  name,
  cpuCount,
  ramSizeInGb,
  diskSizeInGb,
  transferPerMonthInGb: transferTb * 1024,
  price,
});

export const BUNDLES: readonly Bundle[] = [
  bundle('nano_3_0', 'Nano', 2, 0.5, 20, 1, 5),
  bundle('micro_3_0', 'Micro', 2, 1, 40, 2, 7),
  bundle('small_3_0', 'Small', 2, 2, 60, 3, 12),
  bundle('medium_3_0', 'Medium', 2, 4, 80, 4, 24),
  bundle('large_3_0', 'Large', 2, 8, 160, 5, 44),
  bundle('xlarge_3_0', 'Xlarge', 4, 16, 320, 6, 84),
  bundle('2xlarge_3_0', '2XLarge', 8, 32, 640, 7, 164),
];

/** How many availability zones each region has in the simulator: `{region}a`, `{region}b`, … */
const ZONE_COUNT: Readonly<Record<string, number>> = {
  'us-east-1': 6,
  'us-east-2': 3,
  'us-west-2': 4,
  'ap-northeast-2': 4,
};

/** The zone names of a region, e.g. us-east-2 → ['us-east-2a', 'us-east-2b', 'us-east-2c']. */
export function zoneNames(region: string): string[] {
  const count = ZONE_COUNT[region] ?? 3;
  return Array.from({ length: count }, (_, i) => `${region}${String.fromCharCode(97 + i)}`);
}

/** The blueprint with `id`, or undefined. */
export function findBlueprint(id: string): CatalogBlueprint | undefined {
  return BLUEPRINTS.find((b) => b.id === id);
}

/** The bundle with `id`, or undefined. */
export function findBundle(id: string): Bundle | undefined {
  return BUNDLES.find((b) => b.id === id);
}
