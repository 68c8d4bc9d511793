/** A valid shipping address for sample redemptions (issue 21: a redemption must say where to ship). */
export const shippingAddress = {
  name: 'Ava Reviews',
  line1: '1 Main Street',
  line2: 'Apt 4',
  city: 'Austin',
  region: 'TX',
  postal_code: '73301',
  country: 'us',
  phone: '+1 555 010 0199',
};
