/** ElectroDB's client adapter (no types of its own): entity.ts hands ElectroDB the lean client through it. */
declare module 'electrodb/src/client' {
  export class DocumentClientV3Wrapper {
    constructor(client: { send: (command: never, options?: never) => Promise<unknown> }, lib: object);
  }
}
