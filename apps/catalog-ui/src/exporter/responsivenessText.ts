// Shared with buyer-ui's quotation comparison.
export { responsivenessText } from '@ped/contracts/catalog';
