/**
 * Demo content for a fresh database: a notice, a few updates (news), blog posts and help
 * resources. Rows carry a seed_key, so a second run adds nothing and never touches admin edits.
 */
import { sanitizeHtml } from '@exportdesk/core';
import type { Db } from '../knex';
import { now } from '../knex';

const day = 86400_000;

const NEWS = [
  {
    key: 'news-edf-2026',
    ago: 3,
    isNewIcon: true,
    html: '<p><b>EDF</b> is now generated with every PBE docket. Download it from <i>My Docs</i>.</p>',
  },
  {
    key: 'news-bulk-upload',
    ago: 12,
    isNewIcon: true,
    html: '<p>Bulk upload accepts up to 5000 rows per file and reports every rejected row with its reason.</p>',
  },
  {
    key: 'news-tracking',
    ago: 40,
    isNewIcon: false,
    html: '<p>Track India Post parcels from the landing page: enter the 13-character number, spaces are ignored.</p>',
  },
];

const BLOG = [
  {
    key: 'blog-pbe-basics',
    ago: 5,
    type: 'Guide',
    title: 'Postal Bill of Export in five steps',
    author: 'ExportDesk Team',
    description:
      'How a parcel becomes a PBE: upload your orders, group them into a docket, print the documents and hand the boxes to the Foreign Post Office.',
  },
  {
    key: 'blog-ems-discount',
    ago: 20,
    type: 'Pricing',
    title: 'Getting the most from EMS discounts',
    author: 'ExportDesk Team',
    description:
      'Monthly international EMS revenue above 2,00,000 earns 5%, above 10,00,000 earns 10% and above 50,00,000 earns 15%.',
  },
  {
    key: 'blog-hs-codes',
    ago: 60,
    type: 'Compliance',
    title: 'Choosing the right HS code',
    author: 'ExportDesk Team',
    description:
      'Start from the six-digit HS subheading, then pick the eight-digit ITC-HS line. Use the HS Look Up tool to search by words or by code.',
  },
];

/** Links to the official portals where these documents are published (no copies are hosted here). */
const RESOURCES = [
  {
    key: 'res-iec',
    file: 'https://www.dgft.gov.in/',
    isVideo: false,
    description: 'IEC certificate: apply for or print your Importer Exporter Code (DGFT)',
  },
  {
    key: 'res-cbic-14-2018',
    file: 'https://www.cbic.gov.in/',
    isVideo: false,
    description: 'CBIC circular 14/2018: export of goods through the postal channel',
  },
  {
    key: 'res-india-post',
    file: 'https://www.indiapost.gov.in/',
    isVideo: false,
    description: 'India Post international services and tariffs',
  },
  {
    key: 'res-meis',
    file: 'https://www.dgft.gov.in/',
    isVideo: false,
    description: 'MEIS appendices 3B (tables 1 and 2) and 3C (DGFT)',
  },
];

export async function seedContentDemo(db: Db): Promise<void> {
  const t = now();
  const has = async (table: string, key: string) => !!(await db(table).where({ seed_key: key }).first('id'));
  for (const n of NEWS) {
    if (!(await has('news', n.key)))
      await db('news').insert({
        news_date: t - n.ago * day,
        description: sanitizeHtml(n.html),
        is_new_icon: n.isNewIcon,
        seed_key: n.key,
        created_at: t,
      });
  }
  for (const b of BLOG) {
    if (!(await has('blog_posts', b.key)))
      await db('blog_posts').insert({
        type: b.type,
        title: b.title,
        description: b.description,
        images: '[]',
        author: b.author,
        seed_key: b.key,
        created_at: t - b.ago * day,
      });
  }
  for (const [i, r] of RESOURCES.entries()) {
    if (!(await has('help_resources', r.key)))
      await db('help_resources').insert({
        file: r.file,
        description: r.description,
        is_video: r.isVideo,
        sort_order: i,
        seed_key: r.key,
        created_at: t,
      });
  }
  const notice = await db('notices').first('id');
  if (!notice)
    await db('notices').insert({
      description: 'Welcome to ExportDesk. See Updates for what is new this month.',
      is_refresh: false,
      created_at: t,
    });
}
