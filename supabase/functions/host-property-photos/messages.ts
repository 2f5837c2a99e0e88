/** host-property-photos' refusals, in words a host understands: written once, in the calls' contract. */
export { photoMessages as messages } from '../_shared/contracts/host-property-photos.contract.ts';
