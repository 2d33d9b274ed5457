import { nearPrice, type ProductFamily, specs, warranty } from './product-family.ts';
import type { Random } from './random.ts';

const NVR_RANGE = [9000, 95000] as const;
const DVR_RANGE = [5500, 38000] as const;
const DISK_RANGE = [6500, 38000] as const;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Typical Nepal street prices by channel count (rupees), before brand and PoE. */
const NVR_BASE: Record<number, number> = { 4: 10500, 8: 17500, 16: 32000, 32: 56000, 64: 82000 };
const DVR_BASE: Record<number, number> = { 4: 6200, 8: 9800, 16: 17500, 32: 29500 };

type RecorderLine = {
  brandSlug: string;
  tier: number;
  channels: readonly number[];
  model(random: Random, channels: number, poe: boolean): string;
};

const NVR_LINES: readonly RecorderLine[] = [
  {
    brandSlug: 'hikvision',
    tier: 1,
    channels: [4, 8, 8, 16, 32, 64],
    model: (r, ch, poe) => (ch > 16 ? `DS-77${ch}NI-I4` : `DS-76${pad2(ch)}NI-${r.pick(['Q1', 'K1', 'K2', 'I2'])}${poe ? `/${ch}P` : ''}`),
  },
  {
    brandSlug: 'dahua',
    tier: 0.98,
    channels: [4, 8, 8, 16, 32, 64],
    model: (r, ch, poe) => `NVR${r.pick(['21', '41', '52'])}${pad2(ch)}${ch > 16 ? '-I' : 'HS'}${poe ? `-${ch}P` : ''}-4KS3`,
  },
  {
    brandSlug: 'uniview',
    tier: 0.93,
    channels: [4, 8, 16, 32],
    model: (_r, ch, poe) => `NVR30${ch <= 8 ? 1 : 2}-${pad2(ch)}S3${poe ? `-P${ch}` : ''}`,
  },
  {
    brandSlug: 'cp-plus',
    tier: 0.88,
    channels: [4, 8, 16, 32],
    model: (r, ch, poe) => `CP-UNR-4K${ch <= 8 ? 4 : 5}${pad2(ch)}${r.pick([1, 2])}${poe ? '-P' : ''}-V2`,
  },
  { brandSlug: 'hanwha-vision', tier: 1.35, channels: [4, 8, 16, 32], model: (_r, ch) => `${ch <= 16 ? 'ARN' : 'XRN'}-${ch}10S` },
  {
    brandSlug: 'tp-link-vigi',
    tier: 0.85,
    channels: [4, 8, 16, 32],
    model: (_r, ch, poe) => `NVR${ch <= 8 ? 1 : 2}0${pad2(ch)}H${poe ? `-${ch}MP` : ''}`,
  },
];

const DVR_LINES: readonly RecorderLine[] = [
  {
    brandSlug: 'hikvision',
    tier: 1,
    channels: [4, 4, 8, 16, 32],
    model: (r, ch) => `iDS-72${pad2(ch)}HQHI-M${ch > 8 ? 2 : 1}/${r.pick(['S', 'E'])}`,
  },
  {
    brandSlug: 'dahua',
    tier: 0.96,
    channels: [4, 4, 8, 16, 32],
    model: (r, ch) => `XVR${r.pick(['1B', '41', '51'])}${pad2(ch)}HS-${r.pick(['I3', 'I', 'X'])}`,
  },
  {
    brandSlug: 'cp-plus',
    tier: 0.88,
    channels: [4, 8, 16],
    model: (r, ch) => `CP-UVR-${pad2(ch)}0${ch > 8 ? 2 : 1}E1-${r.pick(['IC', 'CS'])}`,
  },
];

function nvrFamily(line: RecorderLine, weight: number): ProductFamily {
  return {
    categorySlug: 'nvr',
    brandSlug: line.brandSlug,
    weight,
    build(r) {
      const channels = r.pick(line.channels);
      const poe = channels <= 16 && r.chance(0.45);
      const bays = channels >= 32 ? 4 : channels >= 16 ? 2 : r.pick([1, 2]);
      const model = line.model(r, channels, poe);
      const resolution = r.pick(['4K', '4K', '8MP', '12MP']);
      return {
        name: `${channels}-Channel ${resolution} ${poe ? 'PoE ' : ''}NVR ${model}`,
        model,
        glyph: 'recorder',
        rupees: nearPrice(r, (NVR_BASE[channels] ?? 20000) * line.tier * (poe ? 1.3 : 1), NVR_RANGE, 0.07, 100),
        unit: 'pcs',
        size: null,
        color: 'Black',
        specs: specs(
          ['Channels', `${channels}`],
          ['Recording Resolution', `Up to ${resolution}`],
          ['Incoming Bandwidth', `${Math.min(320, channels * 10)} Mbps`],
          ['HDD Bays', `${bays} SATA, up to ${channels >= 32 ? 16 : 10} TB each`],
          ['PoE Ports', poe ? `${channels} (802.3af/at)` : 'None'],
          ['Video Output', 'HDMI (4K) + VGA'],
          warranty(2),
        ),
        highlights: [
          `Records up to ${channels} IP cameras at up to ${resolution}`,
          poe ? 'Built-in PoE ports: plug cameras in directly, no separate switch' : 'Works with any ONVIF IP camera on your network',
          'H.265+ saves up to half the hard-disk space',
          'Free mobile viewing and playback',
        ],
      };
    },
  };
}

function dvrFamily(line: RecorderLine, weight: number): ProductFamily {
  return {
    categorySlug: 'dvr',
    brandSlug: line.brandSlug,
    weight,
    build(r) {
      const channels = r.pick(line.channels);
      const resolution = r.pick(['1080p Lite', '1080p', '5MP Lite', '4K']);
      const model = line.model(r, channels, false);
      return {
        name: `${channels}-Channel ${resolution} Hybrid DVR ${model}`,
        model,
        glyph: 'recorder',
        rupees: nearPrice(r, (DVR_BASE[channels] ?? 9000) * line.tier * (resolution === '4K' ? 1.5 : 1), DVR_RANGE, 0.07, 100),
        unit: 'pcs',
        size: null,
        color: 'Black',
        specs: specs(
          ['Channels', `${channels} analog + ${Math.max(1, channels / 2)} IP`],
          ['Recording Resolution', resolution],
          ['Supported Inputs', 'HD-TVI, AHD, HDCVI, CVBS, IP'],
          ['HDD Bays', `${channels > 8 ? 2 : 1} SATA, up to 10 TB each`],
          ['Video Output', 'HDMI + VGA'],
          warranty(2),
        ),
        highlights: [
          'Hybrid: mixes HD analog and IP cameras',
          'Motion detection with human and vehicle filtering',
          'Remote viewing on mobile over 4G',
        ],
      };
    },
  };
}

type DiskLine = { brandSlug: string; series: string; tier: number; models: Record<number, string> };

const DISK_BASE: Record<number, number> = { 1: 6600, 2: 8500, 4: 13500, 6: 19500, 8: 26000, 10: 32000, 12: 37000 };

const DISK_LINES: readonly DiskLine[] = [
  {
    brandSlug: 'seagate',
    series: 'SkyHawk',
    tier: 1,
    models: {
      1: 'ST1000VX013',
      2: 'ST2000VX017',
      4: 'ST4000VX016',
      6: 'ST6000VX009',
      8: 'ST8000VE001',
      10: 'ST10000VE001',
      12: 'ST12000VE001',
    },
  },
  {
    brandSlug: 'western-digital',
    series: 'WD Purple',
    tier: 1.03,
    models: { 1: 'WD11PURZ', 2: 'WD23PURZ', 4: 'WD43PURZ', 6: 'WD64PURZ', 8: 'WD84PURZ', 10: 'WD101PURP', 12: 'WD121PURP' },
  },
  {
    brandSlug: 'toshiba',
    series: 'S300',
    tier: 0.96,
    models: { 1: 'HDWV110UZSVA', 2: 'HDWT720UZSVA', 4: 'HDWT840UZSVA', 6: 'HDWT860UZSVA', 8: 'HDWT380UZSVA', 10: 'HDWT31AUZSVA' },
  },
];

/** Terabytes and how often each sells. */
const CAPACITY_WEIGHTS = [
  [1, 2],
  [2, 4],
  [4, 4],
  [6, 2],
  [8, 2],
  [10, 1],
  [12, 1],
] as const;

function diskFamily(line: DiskLine, weight: number): ProductFamily {
  return {
    categorySlug: 'surveillance-hard-disks',
    brandSlug: line.brandSlug,
    weight,
    build(r) {
      const tb = r.weighted(CAPACITY_WEIGHTS.filter(([capacity]) => capacity in line.models));
      const model = line.models[tb] ?? '';
      const series =
        line.series === 'SkyHawk' && tb >= 8 ? 'SkyHawk AI' : tb >= 10 && line.series === 'WD Purple' ? 'WD Purple Pro' : line.series;
      return {
        name: `${series} ${tb}TB Surveillance Hard Drive (${model})`,
        model,
        glyph: 'hard-disk',
        rupees: nearPrice(r, (DISK_BASE[tb] ?? 10000) * line.tier, DISK_RANGE, 0.04, 100),
        unit: 'pcs',
        size: `${tb}TB`,
        color: null,
        specs: specs(
          ['Capacity', `${tb} TB`],
          ['Interface', 'SATA 6 Gb/s'],
          ['Cache', tb >= 8 ? '256 MB' : '64 MB'],
          ['Workload Rate', tb >= 8 ? '550 TB/year' : '180 TB/year'],
          ['Cameras Supported', tb >= 8 ? 'Up to 64 HD cameras' : 'Up to 16 HD cameras'],
          ['Form Factor', '3.5-inch'],
          warranty(3),
        ),
        highlights: [
          'Built for 24×7 recording, not a desktop drive',
          'Firmware tuned to avoid dropped frames',
          `${tb} TB keeps roughly ${tb * 8} days of 4 × 2MP cameras at H.265`,
        ],
      };
    },
  };
}

export const RECORDER_AND_DISK_FAMILIES: readonly ProductFamily[] = [
  ...NVR_LINES.map((line) => nvrFamily(line, 5)),
  ...DVR_LINES.map((line) => dvrFamily(line, 7)),
  ...DISK_LINES.map((line) => diskFamily(line, line.brandSlug === 'toshiba' ? 5 : 10)),
];
