#include "views/graph/stage_palette.h"

#include <array>

namespace shardscope::views {

QColor stageColor(int stage) {
  // Tableau 10 lightened: distinct hues, all pale enough for black labels.
  static constexpr std::array<QRgb, 10> kPalette = {0xaec7e8, 0xffbb78, 0x98df8a, 0xff9896, 0xc5b0d5,
                                                    0xc49c94, 0xf7b6d2, 0xdbdb8d, 0x9edae5, 0xd9d9d9};
  const std::size_t index = static_cast<std::size_t>(stage < 0 ? -stage : stage) % kPalette.size();
  return QColor::fromRgb(kPalette[index]);
}

}  // namespace shardscope::views
