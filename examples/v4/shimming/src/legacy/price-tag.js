// Written for a plain <script> tag: it expects formatMoney to be a global,
// and it defines priceTag as a global function for other scripts to call.
function priceTag(amount) {
  return 'Price: ' + formatMoney(amount);
}
