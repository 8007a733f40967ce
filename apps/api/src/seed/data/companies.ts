/**
 * Fictional local businesses that post the demo jobs, each with the kind of business it is (which roles it
 * hires is data in job-rules.ts). Any likeness to a real firm is accidental; well-known brands and chains are
 * deliberately left out.
 */
export const COMPANY_KINDS = [
  /** traders, distributors and agencies */
  'trading',
  /** transport, cargo, couriers, packers and movers */
  'logistics',
  /** restaurants, tiffin centres, messes, caterers, sweet shops */
  'restaurant',
  /** security agencies */
  'security',
  /** electrical contractors and solar installers */
  'electrical',
  /** garages, motor showrooms and spare-parts shops */
  'vehicle_workshop',
  /** textile, silk and cloth shops, garment units, boutiques, tailoring shops */
  'textile',
  /** hospitals, clinics, nursing homes, home nursing */
  'hospital',
  /** schools and play schools */
  'school',
  /** tuition and coaching centres */
  'coaching',
  /** housekeeping and facility management firms */
  'facility_services',
  /** hardware and sanitary shops */
  'hardware',
  /** fabrication and engineering works */
  'engineering',
  /** beauty parlours and salons */
  'salon',
  /** electronics and mobile shops */
  'electronics',
  /** finance and loan firms */
  'finance',
  /** supermarkets, general and kirana stores, jewellers */
  'retail',
  /** builders and construction firms */
  'construction',
  /** dairy farms and agro centres */
  'agro',
  /** household help agencies (maids, cooks, drivers, carers) */
  'home_services',
  /** cable and internet operators */
  'cable_network',
  /** call centres and tele-services */
  'call_centre',
  /** medical shops */
  'pharmacy',
  /** printing presses */
  'printing',
  /** hotels and lodges */
  'hotel',
  /** drinking-water plants and suppliers */
  'water_supply',
  /** computer centres and back-office firms */
  'office_services',
  /** placement and manpower agencies */
  'staffing',
  /** tent houses and event suppliers */
  'events',
  /** factories, mills and processing units */
  'factory',
  /** taxi and travel operators */
  'travel',
  /** apartment and residents welfare associations */
  'residential',
] as const
export type CompanyKind = (typeof COMPANY_KINDS)[number]

export interface Company {
  name: string
  kind: CompanyKind
}

export const companies: Company[] = [
  { name: 'Sri Lakshmi Traders', kind: 'trading' },
  { name: 'Balaji Logistics', kind: 'logistics' },
  { name: 'Green Leaf Restaurant', kind: 'restaurant' },
  { name: 'Sai Krishna Enterprises', kind: 'trading' },
  { name: 'Sri Venkateswara Tiffin Centre', kind: 'restaurant' },
  { name: 'Sri Sai Security Services', kind: 'security' },
  { name: 'Annapurna Caterers', kind: 'restaurant' },
  { name: 'Durga Electricals', kind: 'electrical' },
  { name: 'Ganesh Auto Works', kind: 'vehicle_workshop' },
  { name: 'Shree Ram Textiles', kind: 'textile' },
  { name: 'Navya Health Clinic', kind: 'hospital' },
  { name: 'Sunrise Public School', kind: 'school' },
  { name: 'Bright Future Tutorials', kind: 'coaching' },
  { name: 'Maruthi Transport Company', kind: 'logistics' },
  { name: 'Om Sai Packers and Movers', kind: 'logistics' },
  { name: 'Vishnu Agencies', kind: 'trading' },
  { name: 'Kaveri Facility Services', kind: 'facility_services' },
  { name: 'Sri Vinayaka Hardware', kind: 'hardware' },
  { name: 'Royal Spice Family Restaurant', kind: 'restaurant' },
  { name: 'Hanuman Steel Fabricators', kind: 'engineering' },
  { name: 'Siri Beauty Parlour', kind: 'salon' },
  { name: 'Fashion Point Boutique', kind: 'textile' },
  { name: 'Laxmi Ganapathi Silks', kind: 'textile' },
  { name: 'Star Mobile Care', kind: 'electronics' },
  { name: 'Pragathi Finance Services', kind: 'finance' },
  { name: 'Fresh Basket Mart', kind: 'retail' },
  { name: 'Sanjeevani Multispeciality Hospital', kind: 'hospital' },
  { name: 'Aarogya Nursing Home', kind: 'hospital' },
  { name: 'Shiva Shakti Constructions', kind: 'construction' },
  { name: 'Matrusri Builders', kind: 'construction' },
  { name: 'Deccan Cargo Movers', kind: 'logistics' },
  { name: 'Sri Krishna Dairy Farm', kind: 'agro' },
  { name: 'Apna Ghar Home Services', kind: 'home_services' },
  { name: 'Metro Housekeeping Solutions', kind: 'facility_services' },
  { name: 'Speedline Couriers', kind: 'logistics' },
  { name: 'Sri Satya Sai Motors', kind: 'vehicle_workshop' },
  { name: 'Ashoka Steel Traders', kind: 'trading' },
  { name: 'Pavan Cable Network', kind: 'cable_network' },
  { name: 'Global Call Connect', kind: 'call_centre' },
  { name: 'Vaibhav Tele Services', kind: 'call_centre' },
  { name: 'Kisan Agro Centre', kind: 'agro' },
  { name: 'Sri Mahalakshmi Jewellers', kind: 'retail' },
  { name: 'Sri Ranga Medicals', kind: 'pharmacy' },
  { name: 'Neelkanth Enterprises', kind: 'trading' },
  { name: 'Patel Hardware & Sanitary', kind: 'hardware' },
  { name: 'Agarwal Distributors', kind: 'trading' },
  { name: 'Gupta General Store', kind: 'retail' },
  { name: 'Sharma Electronics', kind: 'electronics' },
  { name: 'Yadav Roadways', kind: 'logistics' },
  { name: 'Rathore Security Agency', kind: 'security' },
  { name: 'Jain Kirana & Supermarket', kind: 'retail' },
  { name: 'Bansal Garments', kind: 'textile' },
  { name: 'Shree Shyam Logistics', kind: 'logistics' },
  { name: 'Maa Vaishno Caterers', kind: 'restaurant' },
  { name: 'Ganga Sweets & Bakery', kind: 'restaurant' },
  { name: 'Kashi Printers', kind: 'printing' },
  { name: 'Awadh Kitchen', kind: 'restaurant' },
  { name: 'Bharat Motor Works', kind: 'vehicle_workshop' },
  { name: 'New India Tailors', kind: 'textile' },
  { name: 'Moonlight Dhaba', kind: 'restaurant' },
  { name: 'Hotel Sagar Residency', kind: 'hotel' },
  { name: 'Annapoorna Mess', kind: 'restaurant' },
  { name: 'Sai Ram Water Supply', kind: 'water_supply' },
  { name: 'Crystal Aqua Water Plant', kind: 'water_supply' },
  { name: 'Prime Care Home Nursing', kind: 'hospital' },
  { name: 'Little Stars Play School', kind: 'school' },
  { name: 'Vidya Jyothi High School', kind: 'school' },
  { name: 'Gyan Deep Coaching Centre', kind: 'coaching' },
  { name: 'Shubham Computers', kind: 'office_services' },
  { name: 'Excel Data Services', kind: 'office_services' },
  { name: 'Vertex Back Office Solutions', kind: 'office_services' },
  { name: 'Pioneer Staffing Services', kind: 'staffing' },
  { name: 'TrustLine Manpower Consultants', kind: 'staffing' },
  { name: 'Jai Hind Security Force', kind: 'security' },
  { name: 'Shubh Mangal Tent House', kind: 'events' },
  { name: 'Pooja Beauty Salon', kind: 'salon' },
  { name: 'Glow & Shine Unisex Salon', kind: 'salon' },
  { name: 'Sri Durga Fabrication Works', kind: 'engineering' },
  { name: 'Siddhi Vinayak Motors', kind: 'vehicle_workshop' },
  { name: 'Narmada Packaging Industries', kind: 'factory' },
  { name: 'Godavari Rice Mill', kind: 'factory' },
  { name: 'Krishna Rice Traders', kind: 'trading' },
  { name: 'Coastal Sea Foods', kind: 'factory' },
  { name: 'Kakatiya Transport', kind: 'logistics' },
  { name: 'Pearl City Printers', kind: 'printing' },
  { name: 'Al-Noor Biryani House', kind: 'restaurant' },
  { name: 'Sri Balaji Medical & General Stores', kind: 'pharmacy' },
  { name: 'Vasavi Cloth Emporium', kind: 'textile' },
  { name: 'Amrutha Sweets', kind: 'restaurant' },
  { name: 'Sai Teja Electricals', kind: 'electrical' },
  { name: 'Mohan Auto Spares', kind: 'vehicle_workshop' },
  { name: 'Sri Sai Lorry Transport', kind: 'logistics' },
  { name: 'City Cabs & Travels', kind: 'travel' },
  { name: 'Safar Tours & Travels', kind: 'travel' },
  { name: 'Reliable Courier Services', kind: 'logistics' },
  { name: 'Urban Nest Apartments Association', kind: 'residential' },
  { name: 'Green Valley Residents Welfare Association', kind: 'residential' },
  { name: 'Kamal Nursing Home', kind: 'hospital' },
  { name: 'Charminar Irani Cafe', kind: 'restaurant' },
  { name: 'Tirumala Plastic Industries', kind: 'factory' },
  { name: 'Sree Chakra Engineering Works', kind: 'engineering' },
  { name: 'Nandita Fashions', kind: 'textile' },
  { name: 'Lakshya Career Academy', kind: 'coaching' },
  { name: 'Vinay Auto Components', kind: 'factory' },
  { name: 'Ujjwal Solar Solutions', kind: 'electrical' },
]
