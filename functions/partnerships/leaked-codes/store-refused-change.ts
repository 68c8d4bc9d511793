/** The store refused a change the brand asked for (or cannot be reached): the brand reads why on the code. */
export class StoreRefusedChange extends Error {
  override readonly name = 'StoreRefusedChange';
}
