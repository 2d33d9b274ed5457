import { listedFamilies, type ProductFamily, specs, warranty } from './product-family.ts';

const DOOR_PHONES = listedFamilies(
  'video-door-phones',
  [7000, 35000],
  [
    {
      brandSlug: 'hikvision',
      models: [
        { model: 'DS-KIS202T', name: '7-inch Analog Video Door Phone Kit', rupees: 14500, unit: 'set' },
        { model: 'DS-KIS604-P', name: '2-Wire IP Video Intercom Kit', rupees: 32000, unit: 'set' },
        { model: 'DS-KV6113-WPE1', name: 'Wi-Fi Villa Door Station', rupees: 17500 },
      ],
    },
    {
      brandSlug: 'dahua',
      models: [
        { model: 'VTK-S2000', name: '7-inch Analog Video Intercom Kit', rupees: 13500, unit: 'set' },
        { model: 'DHI-VTO2311R-WP', name: 'Wi-Fi Villa Door Station', rupees: 16500 },
        { model: 'DHI-VTH2621GW-WP', name: '7-inch Wi-Fi Indoor Monitor', rupees: 15500 },
      ],
    },
    {
      brandSlug: 'cp-plus',
      models: [
        { model: 'CP-JVK-70C', name: '7-inch Colour Video Door Phone Kit', rupees: 11500, unit: 'set' },
        { model: 'CP-DJVK-L70', name: '7-inch Hands-Free Video Door Phone Kit', rupees: 12800, unit: 'set' },
      ],
    },
    {
      brandSlug: 'ezviz',
      models: [
        { model: 'DB1C', name: '1080p Wi-Fi Video Doorbell', rupees: 7500 },
        { model: 'HP7', name: '2K Smart Home Video Door Phone', rupees: 19500, unit: 'set' },
      ],
    },
    { brandSlug: 'imou', models: [{ model: 'DB11', name: '2K Wi-Fi Video Doorbell', rupees: 7800 }] },
  ],
  (model) => ({
    glyph: 'door-phone',
    colors: ['White', 'Black'],
    specs: specs(
      ['Display', /Doorbell/.test(model.name) ? 'View on phone app' : '7-inch colour TFT'],
      ['Door Station Camera', '2MP wide-angle with night vision'],
      ['Wiring', /Wi-Fi|Doorbell/.test(model.name) ? 'Wi-Fi 2.4 GHz' : '2-wire / 4-wire'],
      ['Door Release', 'Supports electric lock or gate motor'],
      warranty(1),
    ),
    highlights: [
      'See who is at the gate before you open it',
      'Talk to visitors from upstairs or from your phone',
      'Unlock the door or gate with one touch',
    ],
  }),
  12,
);

const ATTENDANCE = listedFamilies(
  'biometric-attendance',
  [7500, 45000],
  [
    {
      brandSlug: 'zkteco',
      models: [
        { model: 'K40', name: 'Fingerprint Time Attendance Terminal', rupees: 8500 },
        { model: 'MB160', name: 'Face & Fingerprint Attendance Terminal', rupees: 14500 },
        { model: 'SpeedFace-V5L', name: 'Palm & Face Recognition Terminal', rupees: 29500 },
        { model: 'uFace 800', name: 'Face & Fingerprint Attendance with Access Control', rupees: 24000 },
        { model: 'iClock 680', name: 'Fingerprint Attendance Terminal with ADMS', rupees: 16500 },
        { model: 'MB20-VL', name: 'Visible Light Face Attendance Terminal', rupees: 12500 },
      ],
    },
    {
      brandSlug: 'hikvision',
      models: [
        { model: 'DS-K1T341AMF', name: '4.3-inch Face Recognition Terminal', rupees: 22500 },
        { model: 'DS-K1A802AMF', name: 'Fingerprint Time Attendance Terminal', rupees: 9500 },
      ],
    },
    {
      brandSlug: 'dahua',
      models: [
        { model: 'ASA1222G', name: 'Fingerprint Attendance Machine', rupees: 8800 },
        { model: 'ASI6214S', name: 'Face Recognition Access Controller', rupees: 36500 },
      ],
    },
  ],
  (model) => ({
    glyph: 'fingerprint',
    specs: specs(
      ['Face Capacity', /Face|Palm/.test(model.name) ? '3,000 faces' : 'Not supported'],
      ['Fingerprint Capacity', '3,000 templates'],
      ['Card', 'EM 125 kHz (Mifare optional)'],
      ['Communication', 'TCP/IP, USB host, Wi-Fi on request'],
      ['Records', '100,000 transactions'],
      warranty(1),
    ),
    highlights: [
      'Ends buddy punching with biometric check-in',
      'Daily and monthly attendance reports for payroll',
      'Keeps working through power cuts with an optional backup battery',
    ],
  }),
  12,
);

const READERS = listedFamilies(
  'rfid-readers',
  [2500, 15000],
  [
    {
      brandSlug: 'zkteco',
      models: [
        { model: 'KR500E', name: 'RFID Card Reader (EM 125 kHz)', rupees: 2800 },
        { model: 'ProID10', name: 'Slim Mullion RFID Reader', rupees: 3600 },
        { model: 'SF100', name: 'Fingerprint Access Control Reader', rupees: 8200 },
        { model: 'F22', name: 'Fingerprint & Card Access Controller', rupees: 12500 },
        { model: 'KR702E', name: 'Keypad & Card Reader', rupees: 3900 },
      ],
    },
    {
      brandSlug: 'hikvision',
      models: [
        { model: 'DS-K1102AM', name: 'Mifare Card Reader', rupees: 4200 },
        { model: 'DS-K1107AEK', name: 'Card & Keypad Reader', rupees: 4800 },
      ],
    },
    { brandSlug: 'dahua', models: [{ model: 'ASR1100B', name: 'Waterproof RFID Reader', rupees: 3500 }] },
  ],
  () => ({
    glyph: 'card-reader',
    colors: ['Black'],
    specs: specs(
      ['Card Type', 'EM 125 kHz / Mifare 13.56 MHz'],
      ['Read Range', 'Up to 5 cm'],
      ['Interface', 'Wiegand 26/34, RS485'],
      ['Protection', 'IP65'],
      warranty(1),
    ),
    highlights: ['Fast card read at the door', 'Works with standard access controllers', 'Weatherproof for outdoor gates'],
  }),
  8,
);

const LOCKS = listedFamilies(
  'door-locks',
  [3500, 38000],
  [
    {
      brandSlug: 'zkteco',
      models: [
        { model: 'ML300', name: 'Fingerprint Smart Door Lock', rupees: 18500 },
        { model: 'TL400B', name: 'Smart Lock with Fingerprint, Card & PIN', rupees: 24500 },
        { model: 'LM-280', name: '280 kg (600 lb) Magnetic Lock', rupees: 4500 },
        { model: 'LM-180', name: '180 kg Magnetic Lock', rupees: 3800 },
        { model: 'AL-400', name: 'Electric Drop Bolt', rupees: 5600 },
      ],
    },
    {
      brandSlug: 'ezviz',
      models: [
        { model: 'DL01S', name: 'Smart Door Lock with Fingerprint', rupees: 19500 },
        { model: 'DL05', name: 'Smart Lock with Face Recognition', rupees: 37500 },
      ],
    },
    { brandSlug: 'dahua', models: [{ model: 'ASL8101K', name: 'Fingerprint Smart Lock', rupees: 22500 }] },
  ],
  (model) => ({
    glyph: 'door-lock',
    colors: ['Black', 'Silver'],
    specs: specs(
      ['Unlock Methods', /Magnetic|Bolt/.test(model.name) ? 'Controlled by access controller' : 'Fingerprint, PIN, card, key'],
      ['Power', /Magnetic|Bolt/.test(model.name) ? '12 V DC' : '4 × AA batteries (about 12 months)'],
      ['Door Thickness', '35–80 mm'],
      warranty(1),
    ),
    highlights: ['No more lost keys', 'Low-battery warning well before it runs out', 'Mechanical key override for emergencies'],
  }),
  10,
);

const ALARMS = listedFamilies(
  'alarms-and-intrusion',
  [1800, 35000],
  [
    {
      brandSlug: 'hikvision',
      models: [
        { model: 'DS-PWA64-L-WE', name: 'AX PRO Wireless Alarm Hub', rupees: 19500 },
        { model: 'DS-PDP15P-EG2-WE', name: 'AX PRO Wireless PIR Detector', rupees: 3800 },
        { model: 'DS-PDMC-EG2-WE', name: 'AX PRO Wireless Door Contact', rupees: 2200 },
        { model: 'DS-PS1-I-WE', name: 'AX PRO Wireless Indoor Siren', rupees: 4500 },
        { model: 'DS-PWA64-KIT-WE', name: 'AX PRO Wireless Alarm Kit', rupees: 32500, unit: 'set' },
      ],
    },
    {
      brandSlug: 'honeywell',
      models: [
        { model: 'VISTA-48', name: '8-Zone Hardwired Alarm Panel', rupees: 16500 },
        { model: 'IS335', name: 'Motion Sensor (PIR)', rupees: 1900 },
        { model: '5800PIR-RES', name: 'Wireless Motion Sensor', rupees: 4800 },
        { model: '5816', name: 'Wireless Door/Window Contact', rupees: 2600 },
        { model: '5808W3', name: 'Wireless Smoke Detector', rupees: 6800 },
      ],
    },
    {
      brandSlug: 'bosch',
      models: [
        { model: 'AMAX 2100', name: '8-Zone Intrusion Panel', rupees: 18500 },
        { model: 'ISC-BPR2-W12', name: 'Blue Line Gen2 PIR Detector', rupees: 2900 },
        { model: 'ISC-BDL2-WP12G', name: 'Blue Line Gen2 Dual-Tech Detector', rupees: 5800 },
        { model: 'FCP-320', name: 'Optical Smoke Detector', rupees: 3200 },
      ],
    },
  ],
  (model) => ({
    glyph: /Panel|Hub|Kit|Siren/.test(model.name) ? 'alarm' : 'shield',
    colors: ['White'],
    specs: specs(
      ['Type', /Panel|Hub/.test(model.name) ? 'Control panel' : /Kit/.test(model.name) ? 'Complete kit' : 'Detector / peripheral'],
      ['Connection', /Wireless|AX PRO/.test(model.name) ? 'Wireless 868 MHz, encrypted' : 'Wired'],
      ['Battery Backup', 'Yes'],
      warranty(2),
    ),
    highlights: [
      'Alerts your phone the moment a zone is breached',
      'Arm and disarm from a keypad or the app',
      'Tamper protection on every device',
    ],
  }),
  15,
);

export const ACCESS_AND_ALARM_FAMILIES: readonly ProductFamily[] = [...DOOR_PHONES, ...ATTENDANCE, ...READERS, ...LOCKS, ...ALARMS];
