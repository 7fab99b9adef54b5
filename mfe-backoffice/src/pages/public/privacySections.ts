/**
 * The privacy policy's 15 numbered sections (002 §2.15: "introduction, collection, use, IP and
 * cookies, security, updating information, sharing, user responsibilities, communication,
 * changes, contact"). Static text; legal edits go here.
 */
export interface PolicySection {
  title: string;
  paragraphs: string[];
}

export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    title: 'Introduction',
    paragraphs: [
      'ExportDesk helps exporters and customs house agents ship parcels abroad by post and courier and prepare their export documents. This policy explains what information we collect when you use the portal, the public API and the command-line tool, and how we look after it. By using ExportDesk you agree to this policy.',
    ],
  },
  {
    title: 'Information we collect',
    paragraphs: [
      'When you register or are added as a user we collect your name, company name, email address, mobile number, Importer Exporter Code (IEC), GSTIN and address.',
      'When you contact us or open a helpdesk ticket we keep the message, the details you enter and any screenshots you attach.',
    ],
  },
  {
    title: 'Shipment and customs information',
    paragraphs: [
      'To prepare postal bills of export, invoices, CN22/CN23 forms and labels we store the orders you upload: consignee names and addresses, item descriptions, HS codes, values, weights and tracking numbers.',
    ],
  },
  {
    title: 'How we use your information',
    paragraphs: [
      'We use your information to provide the service: to calculate rates, generate export documents, file them with the Foreign Post Office and customs, track parcels, bill you and answer your requests.',
      'We do not sell your information.',
    ],
  },
  {
    title: 'Payments',
    paragraphs: [
      'Plan and registration payments are handled by our payment partner. We receive the outcome of a payment and its reference, never your full card or bank details.',
    ],
  },
  {
    title: 'IP addresses',
    paragraphs: [
      'We record the IP address of each sign-in and request to keep accounts secure, to limit repeated failed sign-ins and to investigate misuse.',
    ],
  },
  {
    title: 'Cookies and local storage',
    paragraphs: [
      "The portal keeps your session token and notice preferences in your browser's local storage. We do not use advertising cookies. You can clear this storage at any time; you will then need to sign in again.",
    ],
  },
  {
    title: 'Security',
    paragraphs: [
      'Passwords are stored only as salted hashes and API keys only as hashes shown to you once. Traffic is encrypted in transit, and access to shipment data is limited to the roles the product defines (exporter, agent, customs officer, administrator).',
    ],
  },
  {
    title: 'Updating your information',
    paragraphs: [
      'You can correct your profile at any time from your account, or ask us to do it through the helpdesk. Documents already filed with customs keep the details they were filed with.',
    ],
  },
  {
    title: 'Sharing of information',
    paragraphs: [
      'Shipment details are shared with India Post, the courier you choose, the Foreign Post Office, CBIC and DGFT as far as the export requires. Service providers you appoint (customs house agents, pickup partners) see the shipments you assign to them.',
    ],
  },
  {
    title: 'Disclosure required by law',
    paragraphs: [
      'We disclose information when the law, a court or a government authority requires it, and to protect the rights and safety of our users and of ExportDesk.',
    ],
  },
  {
    title: 'User responsibilities',
    paragraphs: [
      'Keep your password and API key secret, and make sure the details you upload about your goods and consignees are true and complete: they are declared to customs in your name.',
    ],
  },
  {
    title: 'Communication from us',
    paragraphs: [
      'We send emails and SMS about your account, your shipments, your tickets and changes to the service. You may opt out of product news; service messages are part of the service.',
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: [
      'We may update this policy. The changed policy is published on this page and, for important changes, announced in Updates before it takes effect.',
    ],
  },
  {
    title: 'Contact us',
    paragraphs: [
      'Questions about this policy or your information: open a ticket from the Helpdesk, or write to privacy@exportdesk.example.in. We answer within one business day, Monday to Saturday, 10:00 to 20:00.',
    ],
  },
];
