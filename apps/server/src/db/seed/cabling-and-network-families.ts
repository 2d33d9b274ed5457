import { listedFamilies, nearPrice, type ProductFamily, specs, warranty } from './product-family.ts';

const CABLE_RANGE = [4000, 18000] as const;
/** Roll prices by length (rupees); copper costs more than copper-clad aluminium. */
const ROLL_BASE: Record<number, number> = { 90: 4600, 180: 8600, 305: 14500 };

function coaxialFamily(brandSlug: string, lines: readonly { model: string; name: string; tier: number }[], weight: number): ProductFamily {
  return {
    categorySlug: 'coaxial-cable',
    brandSlug,
    weight,
    build(r) {
      const line = r.pick(lines);
      const metres = r.pick([90, 180, 305]);
      return {
        name: `${line.name} ${metres}m Roll (${line.model})`,
        model: line.model,
        glyph: 'cable-roll',
        rupees: nearPrice(r, (ROLL_BASE[metres] ?? 8000) * line.tier, CABLE_RANGE, 0.05, 50),
        unit: 'roll',
        size: `${metres}m`,
        color: r.pick(['White', 'Black']),
        specs: specs(
          ['Length', `${metres} m`],
          ['Conductor', line.tier >= 1 ? 'Pure copper' : 'Copper-clad steel'],
          ['Construction', /3\+1/.test(line.name) ? 'RG59 video + 2-core power (3+1)' : 'RG6 coaxial, 75 Ω'],
          ['Max Run', '300 m for HD analog video'],
          warranty(1),
        ),
        highlights: [
          'Video and camera power in one sheath',
          'Thick PVC jacket survives rooftop sun and monsoon',
          'Full-length roll: no joints between camera and DVR',
        ],
      };
    },
  };
}

const CAT6 = listedFamilies(
  'cat6-cable',
  [9000, 18000],
  [
    {
      brandSlug: 'd-link',
      models: [
        { model: 'NCB-C6UGRYR-305', name: 'CAT6 UTP Cable 305m Box', rupees: 14000, unit: 'box', size: '305m' },
        { model: 'NCB-C6UBLKR-305', name: 'CAT6 Outdoor UTP Cable 305m Box', rupees: 16500, unit: 'box', size: '305m' },
      ],
    },
    {
      brandSlug: 'polycab',
      models: [
        { model: 'PC-CAT6-UTP-23', name: 'CAT6 UTP 23 AWG Cable 305m Box', rupees: 12500, unit: 'box', size: '305m' },
        { model: 'PC-CAT6-UTP-23-100', name: 'CAT6 UTP Cable 100m Coil', rupees: 9200, unit: 'roll', size: '100m' },
      ],
    },
    {
      brandSlug: 'hikvision',
      models: [{ model: 'DS-1LN6-UU', name: 'CAT6 UTP Cable 305m Box', rupees: 13500, unit: 'box', size: '305m' }],
    },
  ],
  (model) => ({
    glyph: 'cable-roll',
    colors: /Outdoor/.test(model.name) ? ['Black'] : ['Grey', 'Blue'],
    specs: specs(
      ['Category', 'CAT6 U/UTP, 250 MHz'],
      ['Conductor', '23 AWG solid bare copper'],
      ['PoE', 'Carries PoE+ up to 100 m'],
      warranty(1),
    ),
    highlights: ['Gigabit network and PoE power over one cable', 'Pure copper for full PoE distance', 'Metre marks printed on the jacket'],
  }),
  6,
);

const POWER = listedFamilies(
  'power-supplies',
  [400, 4000],
  [
    {
      brandSlug: 'suraksha-essentials',
      models: [
        { model: 'SE-PA1202', name: '12V 2A Power Adapter', rupees: 450 },
        { model: 'SE-PS1205', name: '12V 5A Power Supply', rupees: 1200 },
        { model: 'SE-SMPS1210', name: '12V 10A 8-Channel SMPS Box', rupees: 2400 },
        { model: 'SE-SMPS1220', name: '12V 20A 16-Channel SMPS Box', rupees: 3500 },
        { model: 'SE-ACPS1203B', name: '12V 3A Access Control Power Supply with Backup', rupees: 3200 },
      ],
    },
    { brandSlug: 'cp-plus', models: [{ model: 'CP-DPS-MD50-12D', name: '4-Channel 12V 5A SMPS', rupees: 1400 }] },
    { brandSlug: 'hikvision', models: [{ model: 'DS-2FA1225-DH', name: '12V 2A Power Adapter', rupees: 650 }] },
  ],
  () => ({
    glyph: 'power-supply',
    specs: specs(
      ['Input', '100–240 V AC, 50/60 Hz'],
      ['Output', '12 V DC regulated'],
      ['Protection', 'Short-circuit, overload and surge'],
      warranty(1),
    ),
    highlights: [
      'Stable 12 V even when the mains voltage swings',
      'Protects cameras from surges during storms',
      'Labelled outputs for tidy installations',
    ],
  }),
  8,
);

const CONNECTORS = listedFamilies(
  'connectors',
  [400, 3500],
  [
    {
      brandSlug: 'suraksha-essentials',
      models: [
        { model: 'SE-BNC100', name: 'BNC Connector with Spring (Pack of 100)', rupees: 1500, unit: 'box' },
        { model: 'SE-DCM100', name: 'DC Male Pin Connector (Pack of 100)', rupees: 900, unit: 'box' },
        { model: 'SE-VB2', name: 'Passive Video Balun Pair', rupees: 450, unit: 'set' },
        { model: 'SE-FC50', name: 'F-Type Compression Connector (Pack of 50)', rupees: 1100, unit: 'box' },
      ],
    },
    {
      brandSlug: 'd-link',
      models: [
        { model: 'NPG-C61GRY501-10', name: 'CAT6 RJ45 Connector (Pack of 100)', rupees: 2200, unit: 'box' },
        { model: 'NKJ-C6WHI1B21', name: 'CAT6 Keystone Jack (Pack of 24)', rupees: 3200, unit: 'box' },
      ],
    },
  ],
  () => ({
    glyph: 'connector',
    specs: specs(['Contacts', 'Gold- or nickel-plated'], ['Pack', 'Installer pack'], warranty(1)),
    highlights: ['Tight, corrosion-resistant contacts', 'Sized for the cables we sell', 'Installer packs cost less per joint'],
  }),
  6,
);

const POE_SWITCHES = listedFamilies(
  'poe-switches',
  [4000, 35000],
  [
    {
      brandSlug: 'tp-link-vigi',
      models: [
        { model: 'TL-SF1005LP', name: '5-Port 10/100 Mbps Desktop Switch with 4-Port PoE', rupees: 4500, specs: [['Ports', '5 (4 PoE)']] },
        { model: 'TL-SG1005LP', name: '5-Port Gigabit Switch with 4-Port PoE+', rupees: 6200, specs: [['Ports', '5 (4 PoE+)']] },
        { model: 'TL-SF1009P', name: '9-Port Switch with 8-Port PoE+', rupees: 8800, specs: [['Ports', '9 (8 PoE+)']] },
        { model: 'TL-SL1218MP', name: '16-Port PoE+ Switch with 2 Gigabit Uplinks', rupees: 19500, specs: [['Ports', '18 (16 PoE+)']] },
        {
          model: 'TL-SG1428PE',
          name: '28-Port Gigabit Easy Smart Switch with 24-Port PoE+',
          rupees: 34500,
          specs: [['Ports', '28 (24 PoE+)']],
        },
      ],
    },
    {
      brandSlug: 'd-link',
      models: [
        { model: 'DES-1008PA', name: '8-Port PoE Desktop Switch', rupees: 7500, specs: [['Ports', '8 (4 PoE)']] },
        { model: 'DGS-1008MP', name: '8-Port Gigabit PoE+ Switch', rupees: 14500, specs: [['Ports', '8 (8 PoE+)']] },
      ],
    },
    {
      brandSlug: 'hikvision',
      models: [
        { model: 'DS-3E0106P-E/M', name: '4-Port 100 Mbps PoE Switch', rupees: 4800, specs: [['Ports', '6 (4 PoE)']] },
        { model: 'DS-3E0310P-E/M', name: '8-Port 100 Mbps PoE Switch', rupees: 8200, specs: [['Ports', '10 (8 PoE)']] },
        { model: 'DS-3E0318P-E/M', name: '16-Port 100 Mbps PoE Switch', rupees: 16500, specs: [['Ports', '18 (16 PoE)']] },
      ],
    },
    {
      brandSlug: 'dahua',
      models: [
        { model: 'PFS3010-8ET-96', name: '8-Port PoE Switch (96 W)', rupees: 7900, specs: [['Ports', '10 (8 PoE)']] },
        { model: 'PFS3218-16ET-135', name: '16-Port PoE Switch (135 W)', rupees: 18500, specs: [['Ports', '18 (16 PoE)']] },
      ],
    },
  ],
  () => ({
    glyph: 'network-switch',
    colors: ['Black'],
    specs: specs(
      ['PoE Standard', 'IEEE 802.3af/at'],
      ['Long-Range Mode', 'Up to 250 m at 10 Mbps'],
      ['Mounting', 'Desktop / wall'],
      warranty(2),
    ),
    highlights: [
      'Powers IP cameras over the network cable',
      'Extend mode reaches cameras up to 250 m away',
      'Plug and play: no configuration needed',
    ],
  }),
  10,
);

export const CABLING_AND_NETWORK_FAMILIES: readonly ProductFamily[] = [
  coaxialFamily(
    'polycab',
    [
      { model: 'PC-RG59-3P1-CU', name: '3+1 Copper CCTV Cable', tier: 1 },
      { model: 'PC-RG6-CU', name: 'RG6 Copper Coaxial Cable', tier: 1.05 },
    ],
    5,
  ),
  coaxialFamily('cp-plus', [{ model: 'CP-3P1-CCS', name: '3+1 CCTV Cable', tier: 0.85 }], 3),
  ...CAT6,
  ...POWER,
  ...CONNECTORS,
  ...POE_SWITCHES,
];
