// Graphviz's public C API (libgvc + libcgraph). The headers come from the system:
// apt `libgraphviz-dev` installs them under /usr/include/graphviz (found through pkg-config),
// brew `graphviz` under $(brew --prefix)/include/graphviz.
#if __has_include(<gvc.h>)
#include <gvc.h>
#else
#include <graphviz/gvc.h>
#endif
