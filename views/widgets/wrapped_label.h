#pragma once
// A word-wrapped label that remembers the heights it gave for the last few widths until
// its text or font changes. QLabel lays its text out again for every heightForWidth the
// layouts ask, and a window's relayout asks each wrapped label several times for the
// same widths (issue 23: the explanation's heading and the source pane's title were laid
// out a dozen times per verification step although neither had changed).
#include <QLabel>

#include <array>

namespace shardscope::views {

class WrappedLabel : public QLabel {
  Q_OBJECT

 public:
  explicit WrappedLabel(QWidget* parent = nullptr);

  int heightForWidth(int width) const override;
  // How many times a height was laid out rather than remembered (for tests).
  int heightsLaidOut() const { return laidOut_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  struct Remembered {
    int width = -1;
    int height = 0;
  };
  mutable QString text_;  // the text the remembered heights are for
  mutable std::array<Remembered, 4> heights_{};
  mutable int next_ = 0;
  mutable int laidOut_ = 0;
};

}  // namespace shardscope::views
