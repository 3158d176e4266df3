/**
 * `.gitignore`-style patterns, as the Github loader's Ignore Paths takes them: `*` and `?` stay inside a
 * path segment, `**` crosses segments, a pattern without `/` (other than a trailing one) matches a name at
 * any depth, a pattern with one is anchored at the repository root, a trailing `/` matches folders only,
 * and a folder that matches skips everything under it.
 */
export function createIgnoreMatcher(patterns: readonly string[]): (path: string, isDir: boolean) => boolean {
  const rules = patterns
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith('#'))
    .map((p) => {
      const dirOnly = p.endsWith('/')
      const body = p.replace(/\/+$/, '')
      const anchored = body.includes('/')
      return { dirOnly, re: globToRegExp(body.replace(/^\//, ''), anchored) }
    })
  return (path, isDir) => rules.some((r) => (!r.dirOnly || isDir) && r.re.test(path))
}

function globToRegExp(glob: string, anchored: boolean): RegExp {
  let out = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob.charAt(i)
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/'
      out += slash ? '(?:.*/)?' : '.*'
      i += slash ? 2 : 1
    } else if (c === '*') out += '[^/]*'
    else if (c === '?') out += '[^/]'
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`${anchored ? '^' : '(?:^|/)'}${out}$`)
}
