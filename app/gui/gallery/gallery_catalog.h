#pragma once
// The examples a teacher can open in one click (issue 24 item 1): every zoo strategy,
// correct and with each bug it has a site for, generated on demand; the captured JAX
// pairs of tests/data/jax-corpus; the Neuron dumps of the shared real-HLO corpus. Each
// entry carries a one-paragraph description, its mesh and its collectives (counted
// from the generated or captured distributed program), and the tour that explains it.
#include <QList>
#include <QString>
#include <QStringList>

namespace shardscope::gui::gallery {

enum class GallerySource { Zoo, JaxCorpus, Neuron };

struct GalleryEntry {
  QString id;           // "zoo/mlp-tp", "zoo/mlp-tp/missing-allreduce", "jax/<pair id>", "neuron/<name>"
  QString title;
  QString category;     // what the gallery groups by: "Strategies", "Strategies with a bug", ...
  GallerySource source = GallerySource::Zoo;
  QString description;  // one paragraph, plain text
  QString strategy;     // zoo strategy (Zoo only)
  QString bug;          // zoo bug kind name, or the capture's bug; empty: correct
  bool expectEquivalent = true;
  int devices = 1;
  QList<QPair<QString, int>> mesh;  // axis name and size, in order
  QStringList collectives;          // "all-reduce ×2", in the program's order of first use
  QString pairDirectory;            // JaxCorpus: the pair directory
  QString baseline, distributed;    // Neuron: the two files
  QString tour;                     // tour id (resources/tours/<id>.json); empty: none

  QString meshText() const;  // "dp=2 × tp=2", or "4 devices"
};

struct GalleryRoots {
  QString jaxCorpus;  // tests/data/jax-corpus (holds manifest.jsonl); empty: none
  QString realHlo;    // ../shared/corpus/real-hlo; empty: none
};

// Where the real pairs are: $SHARDSCOPE_JAX_CORPUS / $SHARDSCOPE_REAL_HLO, else the
// source tree above the executable (a build folder), like the bundled examples.
GalleryRoots findGalleryRoots();

// Every entry, zoo first. Generating the zoo cases to count their collectives takes
// about a second for all of them; real pairs are read from their manifests and files.
QList<GalleryEntry> buildGalleryCatalog(const GalleryRoots& roots);

// "all-reduce ×2, all-gather ×1" from HLO text (the collectives' own lines).
QStringList countCollectivesInHloText(const QString& text);

}  // namespace shardscope::gui::gallery
