/**
 * The demo catalogue's HS codes by category (Nepal's customs tariff, decision 0122): the invoice prints
 * the first four digits, the heading. Migration 0038 gives shops that existed before it the same codes.
 */
export const HS_CODE_BY_CATEGORY: Readonly<Record<string, string>> = {
  'cctv-cameras': '85258900', // 8525: television cameras
  'ip-cameras': '85258900',
  'hd-analog-cameras': '85258900',
  'ptz-cameras': '85258900',
  'wi-fi-cameras': '85258900',
  recorders: '85219000', // 8521: video recording apparatus
  nvr: '85219000',
  dvr: '85219000',
  'video-door-phones': '85176200', // 8517: apparatus for transmitting voice and images
  'access-control': '84719000', // 8471: data-processing units and readers
  fingerprint: '84719000',
  'biometric-attendance': '84719000',
  'rfid-readers': '84719000',
  'door-locks': '83014000', // 8301: locks
  'alarms-and-intrusion': '85311000', // 8531: burglar and fire alarms
  'surveillance-hard-disks': '84717000', // 8471: storage units
  'cables-and-accessories': '85444900', // 8544: insulated cable
  'coaxial-cable': '85442000',
  'cat6-cable': '85444900',
  'power-supplies': '85044000', // 8504: static converters
  connectors: '85366900', // 8536: plugs and sockets
  networking: '85176200', // 8517: switches
  'poe-switches': '85176200',
};
