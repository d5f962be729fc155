/**
 * What a module says of itself on its face (`export const manifest` in its index.ts): the other
 * modules it uses. The boundary test holds it to the module's imports, and docs/ARCHITECTURE.md's
 * "who uses whom" table is written from the manifests.
 */
export interface ModuleManifest {
  uses: readonly string[];
}
