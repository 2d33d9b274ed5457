import type { Glyph } from './glyphs.ts';
import { listedFamilies, nearPrice, type ProductFamily, specs, warranty } from './product-family.ts';
import type { Random } from './random.ts';

/** Camera prices in Nepal stay between these (rupees). */
const CAMERA_RANGE = [2500, 45000] as const;

type Form = 'Bullet' | 'Dome' | 'Turret';
const FORM_GLYPH: Record<Form, Glyph> = { Bullet: 'bullet-camera', Dome: 'dome-camera', Turret: 'turret-camera' };
const PIXELS: Record<number, string> = { 2: '1920 × 1080', 4: '2560 × 1440', 5: '2592 × 1944', 8: '3840 × 2160' };
const IP_BASE_RUPEES: Record<number, number> = { 2: 4300, 4: 6900, 5: 8200, 8: 14500 };
const pad2 = (n: number): string => String(n).padStart(2, '0');

type CameraLine = {
  brandSlug: string;
  /** Price multiplier against a mainstream brand. */
  tier: number;
  technologies: readonly string[];
  megapixels: readonly number[];
  forms: readonly Form[];
  model(random: Random, form: Form, mp: number): string;
  warrantyYears: number;
};

const IP_LINES: readonly CameraLine[] = [
  {
    brandSlug: 'hikvision',
    tier: 1,
    technologies: ['Smart Hybrid Light', 'ColorVu', 'AcuSense', 'EXIR'],
    megapixels: [2, 4, 4, 8],
    forms: ['Bullet', 'Dome', 'Turret'],
    warrantyYears: 2,
    model: (r, form, mp) =>
      `DS-2CD${r.pick([1, 2, 2, 3])}${{ Bullet: 0, Dome: 1, Turret: 3 }[form]}${mp}${r.pick([3, 7])}G2-${r.pick(['LIU', 'LIUF', 'I', 'IU', 'LISU'])}`,
  },
  {
    brandSlug: 'dahua',
    tier: 0.97,
    technologies: ['WizSense', 'Full-Color', 'Smart Dual Light', 'Starlight'],
    megapixels: [2, 4, 5, 8],
    forms: ['Bullet', 'Dome', 'Turret'],
    warrantyYears: 2,
    model: (r, form, mp) =>
      `IPC-${{ Bullet: 'HFW', Dome: 'HDBW', Turret: 'HDW' }[form]}${r.pick([1, 2, 3])}${mp}${r.pick(['31', '41', '49'])}${r.pick(['S-S2', 'T1-S2', 'E-S', 'M-AS-LED'])}`,
  },
  {
    brandSlug: 'cp-plus',
    tier: 0.85,
    technologies: ['Guard+', 'Full Color', 'Dual Light'],
    megapixels: [2, 4, 5],
    forms: ['Bullet', 'Dome'],
    warrantyYears: 2,
    model: (r, form, mp) => `CP-UNC-${form === 'Bullet' ? 'TA' : 'DA'}${mp}${r.pick([1, 2])}PL${r.pick([3, 4])}-${r.pick(['C', 'Y', 'D'])}`,
  },
  {
    brandSlug: 'uniview',
    tier: 0.95,
    technologies: ['LightHunter', 'ColorHunter', 'Easy Star'],
    megapixels: [2, 4, 5, 8],
    forms: ['Bullet', 'Dome', 'Turret'],
    warrantyYears: 2,
    model: (r, form, mp) =>
      `IPC${form === 'Bullet' ? 2 : 3}${r.pick([1, 6])}${mp}${r.pick([2, 4])}${r.pick(['LB', 'SB', 'SR3'])}-${r.pick(['SF28', 'ADF28', 'ADF40'])}${r.pick(['-A', 'KM-I0', '-G'])}`,
  },
  {
    brandSlug: 'tp-link-vigi',
    tier: 0.9,
    technologies: ['Full-Color', 'Smart Detection', 'Night Vision'],
    megapixels: [2, 4, 5],
    forms: ['Bullet', 'Dome', 'Turret'],
    warrantyYears: 3,
    model: (r, form, mp) => `C${{ Bullet: 3, Dome: 2, Turret: 4 }[form]}${mp}0${r.pick(['', 'I'])}`,
  },
  {
    brandSlug: 'honeywell',
    tier: 1.25,
    technologies: ['30 Series', 'Performance Series'],
    megapixels: [2, 4, 5],
    forms: ['Bullet', 'Dome'],
    warrantyYears: 3,
    model: (r, form, mp) => `HC30W${form === 'Bullet' ? 'B' : 'D'}${mp}R${r.pick([1, 2])}`,
  },
  {
    brandSlug: 'bosch',
    tier: 1.9,
    technologies: ['IP 3000i Series', 'IP 5100i Series'],
    megapixels: [2, 4, 5, 8],
    forms: ['Bullet', 'Dome'],
    warrantyYears: 3,
    model: (r, form, mp) => `${form === 'Bullet' ? 'NBE' : 'NDE'}-${r.pick([3, 5])}${mp}0${r.pick([2, 3])}-AL`,
  },
  {
    brandSlug: 'axis',
    tier: 2.4,
    technologies: ['Lightfinder', 'Forensic WDR', 'Zipstream'],
    megapixels: [2, 4, 8],
    forms: ['Bullet', 'Dome'],
    warrantyYears: 5,
    model: (r, form) =>
      `AXIS ${form === 'Bullet' ? 'M20' : r.pick(['M30', 'M31', 'P32'])}${r.pick(['65', '75', '85', '86'])}-${form === 'Bullet' ? r.pick(['LE', 'LVE']) : r.pick(['V', 'VE', 'LVE'])}`,
  },
  {
    brandSlug: 'hanwha-vision',
    tier: 1.6,
    technologies: ['Wisenet Q', 'Wisenet X', 'Wisenet A'],
    megapixels: [2, 4, 5, 8],
    forms: ['Bullet', 'Dome', 'Turret'],
    warrantyYears: 3,
    model: (r, form, mp) =>
      `${r.pick(['Q', 'X', 'A'])}N${form === 'Bullet' ? 'O' : 'V'}-${r.pick(['C', 'L', ''])}${mp}0${r.pick([1, 2, 8])}${r.pick([0, 1, 2])}R`,
  },
];

function ipCameraFamily(line: CameraLine, weight: number): ProductFamily {
  return {
    categorySlug: 'ip-cameras',
    brandSlug: line.brandSlug,
    weight,
    build(r) {
      const form = r.pick(line.forms);
      const mp = r.pick(line.megapixels);
      const technology = r.pick(line.technologies);
      const varifocal = r.chance(0.18);
      const irRange = form === 'Dome' ? r.pick([20, 30]) : r.pick([30, 40, 50, 60]);
      const model = line.model(r, form, mp);
      return {
        name: `${model} ${mp}MP ${technology} ${varifocal ? 'Varifocal ' : ''}${form} Camera`,
        model,
        glyph: FORM_GLYPH[form],
        rupees: nearPrice(r, (IP_BASE_RUPEES[mp] ?? 6000) * line.tier * (varifocal ? 1.4 : 1), CAMERA_RANGE, 0.08),
        unit: 'pcs',
        size: `${mp}MP`,
        color: r.pick(['White', 'White', 'White', 'Black']),
        specs: specs(
          ['Resolution', `${mp}MP (${PIXELS[mp] ?? ''})`],
          ['Image Sensor', r.pick(['1/3" Progressive Scan CMOS', '1/2.8" Progressive Scan CMOS', '1/2.7" Progressive Scan CMOS'])],
          ['Lens', varifocal ? '2.8–12 mm motorised varifocal' : `${r.pick(['2.8', '4', '6'])} mm fixed`],
          ['IR Range', `Up to ${irRange} m`],
          ['Compression', 'H.265+ / H.265 / H.264'],
          ['Power', '12 V DC / PoE (802.3af)'],
          ['Protection', form === 'Dome' ? 'IP67, IK10 vandal-resistant' : 'IP67 weatherproof'],
          warranty(line.warrantyYears),
        ),
        highlights: [
          `${technology} imaging for clear pictures day and night`,
          `Sharp ${mp}MP video with ${irRange} m night vision`,
          'Powered over the network cable (PoE): one cable per camera',
          'Human and vehicle detection cuts false alarms',
          'View live on the mobile app from anywhere in Nepal',
        ],
      };
    },
  };
}

const ANALOG_LINES = [
  {
    brandSlug: 'hikvision',
    technology: 'Turbo HD',
    model: (r: Random, form: Form, mp: number) =>
      `DS-2CE${form === 'Bullet' ? '16' : '56'}${mp === 2 ? 'D0T' : 'H0T'}-${r.pick(['ITPF', 'IRPF', 'ITF', 'IT3F'])}`,
  },
  {
    brandSlug: 'dahua',
    technology: 'HDCVI',
    model: (r: Random, form: Form, mp: number) =>
      `HAC-${form === 'Bullet' ? 'HFW' : 'HDW'}1${mp === 2 ? '200' : '500'}${r.pick(['T', 'TR', 'TLM'])}${r.pick(['P', '-A', ''])}`,
  },
  {
    brandSlug: 'cp-plus',
    technology: 'HD',
    model: (r: Random, form: Form, mp: number) => `CP-URC-${form === 'Bullet' ? 'TC' : 'DC'}${mp}${r.pick([1, 2])}PL${r.pick([2, 3, 4])}`,
  },
] as const;

function analogFamily(line: (typeof ANALOG_LINES)[number], weight: number): ProductFamily {
  return {
    categorySlug: 'hd-analog-cameras',
    brandSlug: line.brandSlug,
    weight,
    build(r) {
      const form: Form = r.pick(['Bullet', 'Dome'] as const);
      const mp = r.pick([2, 2, 5]);
      const colour = r.chance(0.25);
      const model = line.model(r, form, mp);
      return {
        name: `${model} ${mp}MP ${line.technology} ${colour ? 'Full-Colour ' : ''}${form} Camera`,
        model,
        glyph: FORM_GLYPH[form],
        rupees: nearPrice(r, (mp === 2 ? 2900 : 4300) * (colour ? 1.4 : 1), CAMERA_RANGE, 0.1),
        unit: 'pcs',
        size: `${mp}MP`,
        color: r.pick(['White', 'White', 'Black']),
        specs: specs(
          ['Resolution', `${mp}MP (${PIXELS[mp] ?? ''})`],
          ['Lens', `${r.pick(['2.8', '3.6', '6'])} mm fixed`],
          ['IR Range', colour ? 'White light up to 20 m' : `Up to ${r.pick([20, 25, 30, 40])} m`],
          ['Video Output', `${line.technology} / CVBS switchable`],
          ['Power', '12 V DC'],
          ['Protection', form === 'Bullet' ? 'IP66 weatherproof' : 'Indoor'],
          warranty(2),
        ),
        highlights: [
          'Works over existing coaxial cable: an easy upgrade from old systems',
          colour ? 'Colour picture even at night with warm white light' : 'Smart IR for clear black-and-white night video',
          'Pairs with any DVR of the same technology',
        ],
      };
    },
  };
}

function ptzFamily(brandSlug: string, tier: number, model: (r: Random, mp: number, zoom: number) => string, weight: number): ProductFamily {
  return {
    categorySlug: 'ptz-cameras',
    brandSlug,
    weight,
    build(r) {
      const mp = r.pick([2, 4]);
      const zoom = r.pick([25, 32, 42]);
      const code = model(r, mp, zoom);
      return {
        name: `${code} ${mp}MP ${zoom}x Network PTZ Camera`,
        model: code,
        glyph: 'ptz-camera',
        rupees: nearPrice(r, (24000 + zoom * 300 + (mp - 2) * 2500) * tier, CAMERA_RANGE, 0.06, 500),
        unit: 'pcs',
        size: `${mp}MP`,
        color: 'White',
        specs: specs(
          ['Resolution', `${mp}MP (${PIXELS[mp] ?? ''})`],
          ['Optical Zoom', `${zoom}x`],
          ['IR Range', `Up to ${r.pick([100, 150, 200])} m`],
          ['Pan / Tilt', '360° endless pan, −15° to 90° tilt'],
          ['Power', '24 V AC / Hi-PoE'],
          ['Protection', 'IP66, TVS 6000 V lightning protection'],
          warranty(2),
        ),
        highlights: [
          `${zoom}x optical zoom reads number plates far away`,
          'Auto-tracking follows people and vehicles',
          'Preset patrols for gates and parking areas',
        ],
      };
    },
  };
}

const WIFI_RANGE = [3000, 12000] as const;

const WIFI_FAMILIES = listedFamilies(
  'wi-fi-cameras',
  WIFI_RANGE,
  [
    {
      brandSlug: 'ezviz',
      models: [
        { model: 'C6N', name: '2MP Pan & Tilt Indoor Wi-Fi Camera', rupees: 3600, size: '2MP' },
        { model: 'H6c Pro', name: '2K Pan & Tilt Indoor Wi-Fi Camera', rupees: 4800, size: '4MP' },
        { model: 'C8C', name: '2MP Outdoor Pan & Tilt Wi-Fi Camera', rupees: 6900, size: '2MP' },
        { model: 'H8c 4MP', name: '2K+ Outdoor Pan & Tilt Wi-Fi Camera', rupees: 8200, size: '4MP' },
        { model: 'C3TN', name: '2MP Outdoor Wi-Fi Bullet Camera', rupees: 5200, size: '2MP' },
        { model: 'BC1C', name: 'Battery-Powered Wire-Free Camera', rupees: 11500, size: '2MP' },
      ],
    },
    {
      brandSlug: 'imou',
      models: [
        { model: 'Ranger 2', name: '2MP 360° Indoor Wi-Fi Camera', rupees: 3500, size: '2MP' },
        { model: 'Ranger SE 4MP', name: '360° Indoor Wi-Fi Camera', rupees: 4200, size: '4MP' },
        { model: 'Cruiser SE+', name: '1080p Outdoor Pan & Tilt Wi-Fi Camera', rupees: 6500, size: '2MP' },
        { model: 'Cruiser 2 5MP', name: 'Outdoor Pan & Tilt Wi-Fi Camera', rupees: 9400, size: '5MP' },
        { model: 'Bullet 2C', name: '4MP Outdoor Wi-Fi Camera', rupees: 5400, size: '4MP' },
      ],
    },
    {
      brandSlug: 'tp-link-vigi',
      models: [
        { model: 'C540-W', name: '4MP Outdoor Full-Color Pan/Tilt Wi-Fi Camera', rupees: 7900, size: '4MP' },
        { model: 'C340-W', name: '4MP Outdoor Full-Color Wi-Fi Bullet Camera', rupees: 6900, size: '4MP' },
        { model: 'C440-W', name: '4MP Full-Color Wi-Fi Turret Camera', rupees: 6500, size: '4MP' },
      ],
    },
    {
      brandSlug: 'cp-plus',
      models: [
        { model: 'CP-E31A', name: '3MP Full HD Wi-Fi Pan/Tilt Camera', rupees: 3900, size: '3MP' },
        { model: 'CP-E41A', name: '4MP Wi-Fi Pan/Tilt Camera', rupees: 4600, size: '4MP' },
        { model: 'CP-Z43A', name: '4MP Outdoor Wi-Fi Pan/Tilt Camera', rupees: 6900, size: '4MP' },
      ],
    },
    {
      brandSlug: 'd-link',
      models: [
        { model: 'DCS-8000LH', name: 'HD Mini Wi-Fi Camera', rupees: 3900, size: '1MP' },
        { model: 'DCS-8300LHV2', name: 'Full HD Wi-Fi Camera', rupees: 4800, size: '2MP' },
        { model: 'DCS-8635LH', name: '2K QHD Pan & Tilt Wi-Fi Camera', rupees: 7600, size: '4MP' },
      ],
    },
  ],
  (model) => ({
    glyph: /Bullet|Outdoor/.test(model.name) && !/Pan/.test(model.name) ? 'bullet-camera' : 'wifi-camera',
    colors: ['White', 'White', 'Black'],
    specs: specs(
      ['Connectivity', '2.4 GHz Wi-Fi, Ethernet port on outdoor models'],
      ['Storage', 'microSD up to 256 GB, cloud'],
      ['Audio', 'Two-way talk'],
      warranty(1),
    ),
    highlights: [
      'Set up in minutes with the mobile app',
      'Human detection with instant phone alerts',
      'Two-way talk to greet visitors or warn intruders',
    ],
  }),
  30,
);

/** Every camera line the shop stocks; weights give roughly 150 cameras per 320 products. */
export const CAMERA_FAMILIES: readonly ProductFamily[] = [
  ...IP_LINES.map((line) => ipCameraFamily(line, line.tier > 1.5 ? 5 : 9)),
  ...ANALOG_LINES.map((line) => analogFamily(line, 12)),
  ptzFamily('hikvision', 1, (r, mp, zoom) => `DS-2DE${r.pick(['4A', '5A', '7A'])}${mp}${zoom}IW${r.pick(['G-E', '-DE'])}`, 4),
  ptzFamily('dahua', 0.97, (r, mp, zoom) => `SD${r.pick(['49', '5A', '6A'])}${mp}${zoom}${r.pick(['XB-HNR', 'UE-HNY'])}`, 4),
  ptzFamily('uniview', 0.95, (r, mp, zoom) => `IPC6${r.pick([3, 6])}${mp}${r.pick([2, 4])}SR-X${zoom}P`, 3),
  ptzFamily('hanwha-vision', 1.25, (_r, mp, zoom) => `XNP-${mp}${pad2(zoom)}0R`, 2),
  ptzFamily('bosch', 1.3, (r, mp, zoom) => `NDP-${r.pick(['4502', '5502'])}-Z${zoom}`, 2),
  ...WIFI_FAMILIES,
];
