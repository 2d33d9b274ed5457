import type { ArticleSeed } from './articles.ts';

/** Courses the shop runs for installers and customers' staff. */
export const TRAININGS: readonly ArticleSeed[] = [
  {
    title: 'CCTV Installation Basics for New Technicians',
    publishedOn: '2026-10-10',
    glyph: 'wrench',
    hue: 210,
    summary: 'A two-day hands-on course: mounting, cabling, DVR setup and mobile viewing.',
    paragraphs: [
      'Day one covers camera placement, drilling and mounting, crimping BNC and RJ45 connectors and running cable neatly along walls.',
      'Day two covers recorder setup, hard-disk formatting, motion detection and configuring the mobile app for the customer. Held at our Kalanki training room.',
    ],
    points: ['Duration: 2 days', 'Fee: Rs 3,500 including tools kit', 'Certificate on completion'],
  },
  {
    title: 'Hikvision NVR Configuration Workshop',
    publishedOn: '2026-09-05',
    glyph: 'recorder',
    hue: 356,
    summary: 'Set up Hik-Connect, smart events and remote playback on Hikvision NVRs.',
    paragraphs: [
      'A half-day workshop for installers who already know the basics. Bring a laptop; we provide NVRs and cameras for practice.',
    ],
    points: ['Hik-Connect and port-free remote access', 'AcuSense line crossing and intrusion rules', 'Exporting clips for the police'],
  },
  {
    title: 'IP Networking for Surveillance Installers',
    publishedOn: '2026-08-01',
    glyph: 'network-switch',
    hue: 185,
    summary: 'IP addresses, PoE budgets and VLANs explained for CCTV work.',
    paragraphs: [
      'Many IP camera problems are network problems. This course explains addressing, subnetting, PoE budgets and how to keep cameras off the office network.',
    ],
  },
  {
    title: 'Access Control and Attendance Setup with ZKTeco',
    publishedOn: '2026-07-02',
    glyph: 'fingerprint',
    hue: 140,
    summary: 'Enrol users, wire magnetic locks and generate payroll reports.',
    paragraphs: [
      'Learn to wire a magnetic lock with exit button and power supply, enrol faces and fingerprints, and export monthly attendance from ZKBio Time.',
    ],
  },
  {
    title: 'Alarm Systems: Zones, Sensors and Response',
    publishedOn: '2026-06-06',
    glyph: 'alarm',
    hue: 0,
    summary: 'Plan alarm zones, place PIR sensors and set up phone notifications.',
    paragraphs: [
      'A practical session on AX PRO and Honeywell panels: zoning a house or shop, avoiding false alarms from pets and curtains, and testing sirens.',
    ],
  },
  {
    title: 'Using Your CCTV App: A Class for Home Owners',
    publishedOn: '2026-05-10',
    glyph: 'wifi-camera',
    hue: 198,
    summary: 'A free one-hour class on live view, playback and sharing access with family.',
    paragraphs: [
      'Bring your phone. We show how to watch live, find a recording by time, save a clip and give family members their own login.',
    ],
  },
];
