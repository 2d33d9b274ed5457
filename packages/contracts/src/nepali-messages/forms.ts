import { SHOP_OPENING_HOURS } from '@suraksha/domain/constants';
import { CONTACT_LIMITS, CONTACT_MESSAGES, contactThanks } from '../contact-messages.ts';
import {
  FORM_LIMITS,
  FORM_MESSAGES,
  TICKET_NOT_FOUND,
  TICKET_STATUS_LABELS,
  careerApplicationThanks,
  ewasteThanks,
  serviceRequestThanks,
  supportTicketThanks,
} from '../inbound-form-messages.ts';

// The contact, e-waste, service request, support ticket and career forms' messages in Nepali. A thanks
// carries the sender's reference: its key is the English made with {{placeholders}} (messageIn fills them in).

const F = FORM_MESSAGES;
const C = CONTACT_MESSAGES;

/** "This must be at most N characters." for every limit a form field has. */
const tooLong = Object.fromEntries(
  [...new Set(Object.values(FORM_LIMITS))].map((max) => [F.tooLong(max), `यो बढीमा ${max} अक्षरको हुनुपर्छ।`]),
);

/** The contact page's opening hours: the days, and a day the shop is closed. */
const OPENING_DAYS: Readonly<Record<string, string>> = { 'Sunday – Friday': 'आइतबार – शुक्रबार', Saturday: 'शनिबार', Closed: 'बन्द' };
const openingHours = Object.fromEntries(
  SHOP_OPENING_HOURS.flatMap((row) => [row.days, row.hours]).flatMap((text) => (OPENING_DAYS[text] ? [[text, OPENING_DAYS[text]]] : [])),
);

export const FORMS_IN_NEPALI: Readonly<Record<string, string>> = {
  ...tooLong,
  ...openingHours,
  [F.nameRequired]: 'कृपया आफ्नो नाम लेख्नुहोस्।',
  [F.nameShort]: `नाम कम्तीमा ${FORM_LIMITS.nameMin} अक्षरको हुनुपर्छ।`,
  [F.nameLong]: `नाम बढीमा ${FORM_LIMITS.nameMax} अक्षरको हुनुपर्छ।`,
  [F.emailRequired]: 'कृपया आफ्नो इमेल ठेगाना लेख्नुहोस्।',
  [F.emailInvalid]: 'कृपया सही इमेल ठेगाना लेख्नुहोस्।',
  [F.emailLong]: 'इमेल ठेगाना धेरै लामो भयो।',
  [F.mobileRequired]: 'कृपया आफ्नो मोबाइल नम्बर लेख्नुहोस्।',
  [F.phoneRequired]: 'कृपया आफ्नो फोन नम्बर लेख्नुहोस्।',
  [F.phoneInvalid]: 'कृपया सही नेपाली फोन नम्बर लेख्नुहोस्, जस्तै 9801234567 वा 01-4123456।',
  [F.districtRequired]: 'कृपया आफ्नो जिल्ला लेख्नुहोस्।',
  [F.addressRequired]: 'कृपया आफ्नो ठेगाना लेख्नुहोस्।',
  [F.productNameRequired]: 'कृपया सामानको नाम लेख्नुहोस्।',
  [F.purchaseDateRequired]: 'कृपया किनेको मिति लेख्नुहोस्।',
  [F.purchaseDateInvalid]: 'कृपया किनेको मिति मितिकै रूपमा लेख्नुहोस्, जस्तै 2025-06-30।',
  [F.purchaseDateFuture]: 'किनेको मिति भविष्यको हुन सक्दैन।',
  [F.preferredDateInvalid]: 'कृपया रोजेको मिति मितिकै रूपमा लेख्नुहोस्, जस्तै 2026-12-01।',
  [F.preferredDatePast]: 'रोजेको मिति बितिसकेको हुन सक्दैन।',
  [F.subjectRequired]: 'कृपया विषय लेख्नुहोस्।',
  [F.messageRequired]: 'कृपया आफ्नो सन्देश लेख्नुहोस्।',
  [F.messageShort]: `सन्देश कम्तीमा ${FORM_LIMITS.messageMin} अक्षरको हुनुपर्छ।`,
  [F.ticketNumberRequired]: 'कृपया आफ्नो टिकट नम्बर लेख्नुहोस्।',
  [F.fileTooLarge]: 'फाइल बढीमा 5 MB को हुनुपर्छ।',
  [F.billingCardType]: 'बिल कार्ड JPEG, PNG वा WebP तस्बिर वा PDF हुनुपर्छ।',
  [F.attachmentType]: 'संलग्न फाइल JPEG, PNG वा WebP तस्बिर वा PDF हुनुपर्छ।',
  [F.cvRequired]: 'कृपया आफ्नो CV संलग्न गर्नुहोस्।',
  [F.cvType]: 'CV PDF, DOC वा DOCX फाइल हुनुपर्छ।',
  [F.fileUnreadable]: 'फाइल पढ्न सकिएन। कृपया अर्को प्रति संलग्न गर्नुहोस्।',
  [TICKET_STATUS_LABELS.new]: 'खुला',
  [TICKET_STATUS_LABELS.in_progress]: 'काम हुँदैछ',
  [TICKET_STATUS_LABELS.closed]: 'बन्द',
  [TICKET_NOT_FOUND]: 'यो टिकट नम्बर र इमेल ठेगानासँग मिल्ने कुनै टिकट छैन।',
  [C.subjectLong]: `विषय बढीमा ${CONTACT_LIMITS.subjectMax} अक्षरको हुनुपर्छ।`,
  [C.messageLong]: `सन्देश बढीमा ${CONTACT_LIMITS.messageMax} अक्षरको हुनुपर्छ।`,
  [contactThanks('{{reference}}')]: 'धन्यवाद! हामी छिट्टै तपाईंलाई सम्पर्क गर्नेछौं। तपाईंको सन्दर्भ नम्बर {{reference}} हो।',
  [ewasteThanks('{{reference}}')]:
    'धन्यवाद! तपाईंको ई-फोहोर सङ्कलन अनुरोध हामीले पायौं; लैजाने व्यवस्थाका लागि हामी तपाईंलाई सम्पर्क गर्नेछौं। तपाईंको सन्दर्भ नम्बर {{reference}} हो।',
  [serviceRequestThanks('{{reference}}')]: 'धन्यवाद! भ्रमण पक्का गर्न हाम्रो सेवा टोलीले तपाईंलाई फोन गर्नेछ। तपाईंको सन्दर्भ नम्बर {{reference}} हो।',
  [supportTicketThanks('{{reference}}')]: 'तपाईंको टिकट {{reference}} खुलेको छ। यो नम्बर राख्नुहोस्: आफ्नो इमेल ठेगानासँगै यसले टिकटको अवस्था देखाउँछ।',
  [careerApplicationThanks('{{reference}}', '{{title}}')]:
    '{{title}} पदका लागि आवेदन दिनुभएकोमा धन्यवाद। छनोट सूचीमा पर्नुभएमा हामी तपाईंलाई सम्पर्क गर्नेछौं। तपाईंको सन्दर्भ नम्बर {{reference}} हो।',
};
