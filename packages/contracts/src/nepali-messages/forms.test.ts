import { describe, expect, it } from 'vitest';
import { contactThanks } from '../contact-messages.ts';
import { FORM_LIMITS, FORM_MESSAGES, TICKET_NOT_FOUND, careerApplicationThanks, supportTicketThanks } from '../inbound-form-messages.ts';
import { messageIn } from '../nepali-messages.ts';
import { SHOP_OPENING_HOURS } from '@suraksha/domain/constants';
import { TICKET_STATUS_LABELS } from '../inbound-form-messages.ts';

describe('the forms’ messages in Nepali', () => {
  it('puts a field’s message and the lookup’s refusal into Nepali, and leaves English as it is', () => {
    expect(messageIn(FORM_MESSAGES.nameRequired, 'ne')).toBe('कृपया आफ्नो नाम लेख्नुहोस्।');
    expect(messageIn(TICKET_NOT_FOUND, 'ne')).toBe('यो टिकट नम्बर र इमेल ठेगानासँग मिल्ने कुनै टिकट छैन।');
    expect(messageIn(FORM_MESSAGES.tooLong(FORM_LIMITS.subjectMax), 'ne')).toBe('यो बढीमा 150 अक्षरको हुनुपर्छ।');
    expect(messageIn(FORM_MESSAGES.nameRequired, 'en')).toBe('Please enter your name.');
  });

  it('keeps the reference and the title of a thanks in its Nepali version', () => {
    expect(messageIn(contactThanks('C-7QK4M2'), 'ne')).toBe('धन्यवाद! हामी छिट्टै तपाईंलाई सम्पर्क गर्नेछौं। तपाईंको सन्दर्भ नम्बर C-7QK4M2 हो।');
    expect(messageIn(supportTicketThanks('T-AB12CD'), 'ne')).toContain('तपाईंको टिकट T-AB12CD खुलेको छ।');
    const applied = messageIn(careerApplicationThanks('J-XY34ZW', 'CCTV Technician (Lalitpur)'), 'ne');
    expect(applied).toMatch(/^CCTV Technician \(Lalitpur\) पदका लागि/);
    expect(applied).toContain('J-XY34ZW');
    expect(messageIn(contactThanks('C-7QK4M2'), 'en')).toBe(contactThanks('C-7QK4M2'));
  });

  it('answers a message it has no Nepali for in English, placeholders or not', () => {
    expect(messageIn('Something new.', 'ne')).toBe('Something new.');
    expect(messageIn('Thank you! We will get back to you soon.', 'ne')).toBe('Thank you! We will get back to you soon.');
  });

  it('names a ticket’s status and the shop’s opening days in Nepali, the hours as they are', () => {
    expect(Object.values(TICKET_STATUS_LABELS).map((label) => messageIn(label, 'ne'))).toEqual(['खुला', 'काम हुँदैछ', 'बन्द']);
    expect(SHOP_OPENING_HOURS.map((row) => [messageIn(row.days, 'ne'), messageIn(row.hours, 'ne')])).toEqual([
      ['आइतबार – शुक्रबार', '10:00 – 18:00'],
      ['शनिबार', 'बन्द'],
    ]);
  });
});
