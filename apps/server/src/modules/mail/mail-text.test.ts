import { describe, expect, it } from 'vitest';
import { messageProblems } from '@suraksha/domain/message-file-parity';
import { passwordResetMail, registrationAttemptMail, verificationCodeMail } from '../accounts/account-mails.ts';
import { orderStatusMail } from '../orders/order-status-mail.ts';
import { MAIL_MESSAGES, mailText } from './mail-text.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the mails’ message files', () => {
  it('carry the same keys, none empty, with the same placeholders, in English and Nepali', () => {
    expect(messageProblems(MAIL_MESSAGES.en, MAIL_MESSAGES.ne)).toEqual([]);
    expect(messageProblems(MAIL_MESSAGES.ne, MAIL_MESSAGES.en)).toEqual([]);
  });

  it('fill values in as given, nothing escaped (plain-text mails)', () => {
    expect(mailText('en')('greeting', { name: 'Ram & Sita <Traders>' })).toBe('Namaste Ram & Sita <Traders>,');
    expect(mailText('ne')('greeting', { name: '{{code}}' })).toBe('नमस्ते {{code}} ज्यू,');
  });
});

describe('account mails', () => {
  const sita = { name: 'Sita', email: 'sita@example.com' };

  it('in English, exactly as they have always read', () => {
    expect(verificationCodeMail(sita, '123456', 'https://shop.test')).toEqual({
      to: 'sita@example.com',
      template: 'email-verification',
      subject: 'Verify your e-mail address for Suraksha',
      text: [
        'Namaste Sita,',
        '',
        'Your verification code is 123456',
        '',
        'It is valid for 10 minutes. Enter it on the verification page:',
        'https://shop.test/email/verify',
        '',
        'If you did not create an account at Suraksha, you can ignore this mail.',
        '',
        'Suraksha — security products in Nepal',
      ].join('\n'),
    });
    expect(registrationAttemptMail(sita, 'https://shop.test').text).toContain(
      'Someone just tried to create a Suraksha account with this e-mail address. It already has\n' +
        'an account, so nothing was created and nothing about your account has changed.\n\nIf it was you, log in here:\nhttps://shop.test/login\n',
    );
  });

  it('in Nepali for a Nepali account, its links on the Nepali pages and the code unchanged', () => {
    const mail = passwordResetMail({ ...sita, language: 'ne' }, '654321', 'https://shop.test');
    expect(mail.subject).toBe('आफ्नो Suraksha पासवर्ड रिसेट गर्नुहोस्');
    expect(mail.text).toContain('तपाईंको पासवर्ड रिसेट कोड 654321 हो');
    expect(mail.text).toContain('\nhttps://shop.test/ne/forget-password\n');
    expect(mail.text).not.toMatch(/https:\/\/shop\.test\/(?!ne\/)/);
    const verify = verificationCodeMail({ ...sita, language: 'ne' }, '123456', 'https://shop.test');
    expect(verify.text).toContain('\nhttps://shop.test/ne/email/verify\n');
    expect(verify.text.split('\n')[0]).toBe('नमस्ते Sita ज्यू,');
  });
});

describe('the order status mail', () => {
  const order = { orderNumber: 'SRK-ABCD2345', email: 'sita@example.com', customerName: 'Sita', status: 'On Way' as const };

  it('in English, exactly as it has always read', () => {
    expect(orderStatusMail(order, 'https://shop.test/')).toEqual({
      to: 'sita@example.com',
      template: 'order-status',
      subject: 'Order SRK-ABCD2345: On Way',
      text: [
        'Namaste Sita,',
        '',
        'Your order SRK-ABCD2345 is now: On Way.',
        'Your order is on the way. Please keep the cash ready and your phone reachable.',
        '',
        'See the order and its invoice: https://shop.test/dashboard/my-orders/SRK-ABCD2345',
        '',
        'Suraksha',
      ].join('\n'),
    });
    expect(orderStatusMail({ ...order, customerName: '' }, '').text).toBe(
      'Namaste customer,\n\nYour order SRK-ABCD2345 is now: On Way.\n' +
        'Your order is on the way. Please keep the cash ready and your phone reachable.\n\n' +
        'Sign in and open My Orders to see the order and its invoice.\n\nSuraksha',
    );
  });

  it('in Nepali for an order placed in Nepali, every status told and the link on the Nepali My Orders', () => {
    for (const status of ['Pending Order', 'Confirm', 'Shipping', 'On Way', 'Delivered', 'Cancelled'] as const) {
      const mail = orderStatusMail({ ...order, status, language: 'ne' }, 'https://shop.test');
      const [greeting, , now, news] = mail.text.split('\n');
      expect(greeting).toBe('नमस्ते Sita ज्यू,');
      expect(now).toContain('SRK-ABCD2345');
      expect(now).toMatch(DEVANAGARI);
      expect(news).toBe(MAIL_MESSAGES.ne.orderStatus.news[status]);
      expect(mail.subject).toBe(`अर्डर SRK-ABCD2345: ${MAIL_MESSAGES.ne.orderStatus.statuses[status]}`);
      expect(mail.text).toContain('https://shop.test/ne/dashboard/my-orders/SRK-ABCD2345');
    }
  });
});
