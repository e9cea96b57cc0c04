import { use } from 'react';
import { useParams } from 'react-router-dom';
import { projectBySlug } from '../../content/projects';
import { loadedProjectDetails, loadProjectDetails } from '../../content/projects/details';
import { settled } from '../../lib/settled';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { ProjectContent } from './ProjectContent';

/**
 * /projekte/indonesien and /projekte/uganda; any other slug is the German 404 page. Each project's content is a chunk
 * of its own, so this page fetches only its project's: until that is there the page suspends. The prerender renders
 * again until nothing suspends; in the browser React keeps the prerendered HTML meanwhile and takes it over once the
 * content is there — the same content, so the same HTML.
 */
export function ProjectPage() {
  const project = projectBySlug(useParams().project);
  if (!project) return <NotFoundPage />;
  const loaded = loadedProjectDetails(project.id);
  // Always through `use`: a render after a suspension must call it again (src/lib/settled.ts).
  return <ProjectContent project={use(loaded ? settled(loaded) : loadProjectDetails(project.id))} />;
}
