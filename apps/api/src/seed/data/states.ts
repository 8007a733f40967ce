import type { Translations } from './types.ts'

interface State {
  id: number
  name: Translations
  short_name: string
}

/** States and union territories of the seeded cities. Telangana is 91, the product's default state. */
export const states: State[] = [
  { id: 91, name: { en: 'Telangana', hi: 'तेलंगाना', te: 'తెలంగాణ' }, short_name: 'TS' },
  { id: 92, name: { en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश', te: 'ఆంధ్రప్రదేశ్' }, short_name: 'AP' },
  { id: 93, name: { en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश', te: 'ఉత్తర ప్రదేశ్' }, short_name: 'UP' },
  { id: 94, name: { en: 'Bihar', hi: 'बिहार', te: 'బీహార్' }, short_name: 'BR' },
  { id: 95, name: { en: 'Madhya Pradesh', hi: 'मध्य प्रदेश', te: 'మధ్యప్రదేశ్' }, short_name: 'MP' },
  { id: 96, name: { en: 'Rajasthan', hi: 'राजस्थान', te: 'రాజస్థాన్' }, short_name: 'RJ' },
  { id: 97, name: { en: 'Maharashtra', hi: 'महाराष्ट्र', te: 'మహారాష్ట్ర' }, short_name: 'MH' },
  { id: 98, name: { en: 'Karnataka', hi: 'कर्नाटक', te: 'కర్ణాటక' }, short_name: 'KA' },
  { id: 99, name: { en: 'Tamil Nadu', hi: 'तमिलनाडु', te: 'తమిళనాడు' }, short_name: 'TN' },
  { id: 100, name: { en: 'Delhi', hi: 'दिल्ली', te: 'ఢిల్లీ' }, short_name: 'DL' },
  { id: 101, name: { en: 'Gujarat', hi: 'गुजरात', te: 'గుజరాత్' }, short_name: 'GJ' },
  { id: 102, name: { en: 'West Bengal', hi: 'पश्चिम बंगाल', te: 'పశ్చిమ బెంగాల్' }, short_name: 'WB' },
  { id: 103, name: { en: 'Odisha', hi: 'ओडिशा', te: 'ఒడిశా' }, short_name: 'OD' },
  { id: 104, name: { en: 'Haryana', hi: 'हरियाणा', te: 'హర్యానా' }, short_name: 'HR' },
  { id: 105, name: { en: 'Jharkhand', hi: 'झारखंड', te: 'జార్ఖండ్' }, short_name: 'JH' },
  { id: 106, name: { en: 'Chhattisgarh', hi: 'छत्तीसगढ़', te: 'ఛత్తీస్‌గఢ్' }, short_name: 'CG' },
  { id: 107, name: { en: 'Kerala', hi: 'केरल', te: 'కేరళ' }, short_name: 'KL' },
  { id: 108, name: { en: 'Punjab', hi: 'पंजाब', te: 'పంజాబ్' }, short_name: 'PB' },
]
