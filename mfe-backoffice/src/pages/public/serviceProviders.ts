/**
 * Partner logistics companies shown on /serviceprovider (002 §2.14: "a static carousel of partner
 * logistics companies offering pickup and customs clearance, with contact details"). Static by
 * the spec; edit here and redeploy the section.
 */
export interface ServiceProvider {
  name: string;
  city: string;
  services: string[];
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
}

export const SERVICE_PROVIDERS: ServiceProvider[] = [
  {
    name: 'Swift Cargo Logistics',
    city: 'New Delhi',
    services: ['Doorstep pickup', 'Customs clearance at FPO Delhi', 'Packing and labelling'],
    contactPerson: 'Rohit Malhotra',
    phone: '+91 98100 11223',
    email: 'pickup@swiftcargo.example.in',
    address: 'Plot 14, Okhla Industrial Area Phase II, New Delhi 110020',
  },
  {
    name: 'Coastline Freight Services',
    city: 'Mumbai',
    services: ['Doorstep pickup', 'Customs clearance at FPO Mumbai', 'Export documentation'],
    contactPerson: 'Anjali Desai',
    phone: '+91 98200 44556',
    email: 'desk@coastlinefreight.example.in',
    address: 'Unit 7, Andheri-Kurla Road, Andheri East, Mumbai 400059',
  },
  {
    name: 'Southern Gateway CHA',
    city: 'Chennai',
    services: ['Customs house agent', 'Customs clearance at FPO Chennai', 'PBE filing support'],
    contactPerson: 'K. Srinivasan',
    phone: '+91 94440 77889',
    email: 'cha@southerngateway.example.in',
    address: '22 Rajaji Salai, Parrys Corner, Chennai 600001',
  },
  {
    name: 'Pink City Exports Courier',
    city: 'Jaipur',
    services: ['Doorstep pickup for handicrafts and jewellery', 'Customs clearance at FPO Jaipur'],
    contactPerson: 'Meera Shekhawat',
    phone: '+91 94140 22334',
    email: 'hello@pinkcityexports.example.in',
    address: '5 Sitapura Industrial Area, Jaipur 302022',
  },
  {
    name: 'Eastern Link Logistics',
    city: 'Kolkata',
    services: ['Doorstep pickup', 'Customs clearance at FPO Kolkata', 'Consolidation'],
    contactPerson: 'Subhajit Ghosh',
    phone: '+91 98300 55667',
    email: 'ops@easternlink.example.in',
    address: '31 Strand Road, Kolkata 700001',
  },
];
