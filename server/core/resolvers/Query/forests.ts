import { PROJECTS } from '../../domain/projects.js';
import type { Resolver } from '../resolver.js';

/** Test query (spec §7). */
export const forests: Resolver = () => PROJECTS.map((p) => p.forest);
