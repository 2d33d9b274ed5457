// Rules over package-lock.json that `npm run lint` enforces (docs/decisions/0089). Plain
// JavaScript, like the other scripts, so they run before the pinned Node is installed.

/** Every installed package of a lockfile (v2/v3 `packages`), without the root and the workspaces' links. */
export function lockedPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([key, entry]) => key !== '' && !entry.link && key.includes('node_modules/'))
    .map(([key, entry]) => ({ key, name: entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length), entry }));
}

/**
 * Packages that run a script at install time (preinstall, install, postinstall, or a binding.gyp)
 * without being approved by name in package.json `allowScripts`: a new one is a decision, not an accident.
 */
export function unapprovedInstallScripts(lock, allowScripts = {}) {
  return lockedPackages(lock)
    .filter(({ name, entry }) => entry.hasInstallScript === true && allowScripts[name] !== true)
    .map(
      ({ key, name, entry }) => `${name}@${entry.version ?? '?'} (${key}) runs an install script and is not in package.json allowScripts`,
    );
}

/**
 * Packages from a registry without an integrity hash: npm could not check what it downloaded.
 * (lockfile-lint's --validate-integrity checks the hash type only where a hash is present.)
 */
export function missingIntegrity(lock) {
  return lockedPackages(lock)
    .filter(({ entry }) => !entry.integrity && !entry.inBundle)
    .map(({ key, name, entry }) => `${name}@${entry.version ?? '?'} (${key}) has no integrity hash`);
}
