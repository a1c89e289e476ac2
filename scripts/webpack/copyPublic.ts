import fs from 'node:fs';
import path from 'node:path';
import { sources, type Compiler } from 'webpack';

/** Copies an app's `public/` files (remotes.json, config.json) into its build as they are. */
export class CopyPublicPlugin {
  constructor(private readonly dir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.dir)) return;
          for (const file of fs.readdirSync(this.dir)) {
            const full = path.join(this.dir, file);
            if (fs.statSync(full).isFile()) compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
            compilation.fileDependencies.add(full);
          }
        },
      );
    });
  }
}
