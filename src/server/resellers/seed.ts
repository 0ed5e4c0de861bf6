/**
 * Demo resellers (issue 13 §4): 25, registered by staff and applied online, in every status, with a
 * few pending applications, so the all-resellers list and the queue each have a second page.
 */
import { eq } from 'drizzle-orm';
import type { ResellerSource, ResellerStatus } from '~/lib/resellers/model';
import type { Database } from '~/server/db/client';
import { packages } from '~/server/packages/schema';
import { resellerPackages, resellers } from '~/server/resellers/schema';

type Demo = [company: string, first: string, last: string, city: string, category: string | null, status: ResellerStatus, source: ResellerSource, commission: number];

const DEMO: Demo[] = [
  ['Indus Web Solutions', 'Ahmed', 'Ali', 'Karachi', 'Agencies', 'active', 'staff', 1500],
  ['Lahore Hosting Hub', 'Bilal', 'Hussain', 'Lahore', 'Retail & E-commerce', 'active', 'staff', 1250],
  ['Margalla Digital', 'Sana', 'Mir', 'Islamabad', 'Agencies', 'active', 'online', 1000],
  ['Ravi Cloud Partners', 'Usman', 'Tariq', 'Lahore', 'Professional Services', 'active', 'staff', 2000],
  ['Clifton Clinics IT', 'Ayesha', 'Siddiqui', 'Karachi', 'Healthcare', 'active', 'online', 750],
  ['Peshawar Net Works', 'Fahad', 'Khan', 'Peshawar', null, 'active', 'staff', 1000],
  ['Quetta Tech Traders', 'Zainab', 'Baloch', 'Quetta', 'Retail & E-commerce', 'active', 'staff', 1100],
  ['Multan Campus Services', 'Hamza', 'Qureshi', 'Multan', 'Education', 'active', 'online', 900],
  ['Faisal Hotels Online', 'Mariam', 'Shah', 'Faisalabad', 'Hospitality', 'active', 'staff', 1300],
  ['Sialkot Sports Web', 'Omar', 'Butt', 'Sialkot', 'Retail & E-commerce', 'active', 'online', 1000],
  ['Hyderabad Health Host', 'Nadia', 'Memon', 'Hyderabad', 'Healthcare', 'suspended', 'staff', 800],
  ['Gilgit Tourism Sites', 'Kamran', 'Baig', 'Gilgit', 'Hospitality', 'suspended', 'online', 1000],
  ['Thar Retail Cloud', 'Rabia', 'Soomro', 'Mithi', 'Retail & E-commerce', 'rejected', 'online', 0],
  ['Swat Valley Studios', 'Imad', 'Yousafzai', 'Mingora', 'Agencies', 'rejected', 'online', 0],
  ['Gwadar Port Systems', 'Saima', 'Rind', 'Gwadar', null, 'rejected', 'online', 0],
  ['Abbottabad Academy Host', 'Tahir', 'Abbasi', 'Abbottabad', 'Education', 'pending', 'online', 0],
  ['Bahawalpur Boutique Web', 'Hira', 'Abbasi', 'Bahawalpur', 'Retail & E-commerce', 'pending', 'online', 0],
  ['Mardan Medical Cloud', 'Waqas', 'Afridi', 'Mardan', 'Healthcare', 'pending', 'online', 0],
  ['Sargodha Citrus Sites', 'Iqra', 'Cheema', 'Sargodha', 'Retail & E-commerce', 'pending', 'online', 0],
  ['Gujranwala Growth Agency', 'Danish', 'Gill', 'Gujranwala', 'Agencies', 'pending', 'online', 0],
  ['Sukkur Schools Online', 'Farah', 'Bhutto', 'Sukkur', 'Education', 'pending', 'online', 0],
  ['Jhelum Legal Partners', 'Asad', 'Janjua', 'Jhelum', 'Professional Services', 'pending', 'online', 0],
  ['Murree Resorts Digital', 'Amna', 'Satti', 'Murree', 'Hospitality', 'pending', 'online', 0],
  ['Chitral Crafts Store', 'Yasir', 'Chitrali', 'Chitral', 'Retail & E-commerce', 'pending', 'online', 0],
  ['Okara Agri Web', 'Sadia', 'Wattoo', 'Okara', null, 'pending', 'online', 0],
];

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Inserts the demo resellers over the categories `categoryIds` (by name). */
export async function seedDemoResellers(db: Database, categoryIds: Map<string, string>): Promise<void> {
  const visible = await db.select({ id: packages.id }).from(packages).where(eq(packages.resellerVisible, true));
  const start = Date.UTC(2026, 0, 5);
  const rows = await db
    .insert(resellers)
    .values(
      DEMO.map(([company, first, last, city, category, status, source, commission], i) => ({
        companyName: company,
        firstName: first,
        lastName: last,
        email: `${first}.${last}@${slug(company)}.example`.toLowerCase(),
        phone: `+92300${String(1000000 + i * 7919).slice(0, 7)}`,
        categoryId: category ? (categoryIds.get(category) ?? null) : null,
        city,
        address: `${10 + i} Main Boulevard, ${city}`,
        commissionBasisPoints: commission,
        status,
        source,
        notes: source === 'online' ? 'Applied through the website.' : '',
        decisionReason: status === 'rejected' ? 'Incomplete business documents.' : status === 'suspended' ? 'Unpaid commission statements.' : '',
        createdAt: new Date(start + i * 86_400_000),
      })),
    )
    .returning({ id: resellers.id, status: resellers.status });
  const links = rows.filter((r) => r.status !== 'rejected').flatMap((r) => visible.map((p) => ({ resellerId: r.id, packageId: p.id })));
  if (links.length) await db.insert(resellerPackages).values(links);
}
