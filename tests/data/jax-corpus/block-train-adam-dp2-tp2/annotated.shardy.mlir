module @jit_block_train_step_adam attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=2, "tp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}}
  func.func @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg7: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg10: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg11: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg12: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg13: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg14: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg16: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg17: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg18: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg20: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg21: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg22: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg23: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg25: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg26: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg27: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}]>}, %arg29: tensor<4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}]>}) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<i32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<f32>) {
    %0 = stablehlo.iota dim = 0 : tensor<8xi32>
    %1 = stablehlo.iota dim = 0 : tensor<8xi32>
    %2 = stablehlo.reshape %0 : (tensor<8xi32>) -> tensor<8x1xi32>
    %3 = stablehlo.reshape %1 : (tensor<8xi32>) -> tensor<8x1xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %6 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8xi32>
    %7 = stablehlo.reshape %5 : (tensor<8x1xi32>) -> tensor<8xi32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xi32>) -> tensor<8x8xi32>
    %10 = stablehlo.iota dim = 0 : tensor<8xi32>
    %11 = stablehlo.iota dim = 0 : tensor<8xi32>
    %12 = stablehlo.reshape %10 : (tensor<8xi32>) -> tensor<1x8xi32>
    %13 = stablehlo.reshape %11 : (tensor<8xi32>) -> tensor<1x8xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %16 = stablehlo.reshape %14 : (tensor<1x8xi32>) -> tensor<8xi32>
    %17 = stablehlo.reshape %15 : (tensor<1x8xi32>) -> tensor<8xi32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<8xi32>) -> tensor<8x8xi32>
    %20 = stablehlo.compare GE, %8, %18 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %21 = stablehlo.compare GE, %9, %19 : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %22 = stablehlo.reshape %20 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %23 = stablehlo.reshape %21 : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %26 = stablehlo.reshape %24 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %27 = stablehlo.reshape %25 : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %28 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<4x4x8x8xi1>
    %29 = stablehlo.broadcast_in_dim %27, dims = [2, 3] : (tensor<8x8xi1>) -> tensor<4x4x8x8xi1>
    %30 = sdy.sharding_constraint %arg28 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<4x8x32xf32>
    %32 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%31 init: %32) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %34 = stablehlo.reshape %33 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %35 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %39 = stablehlo.divide %34, %36 : tensor<4x8x1xf32>
    %40 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %43 = stablehlo.add %39, %41 : tensor<4x8x1xf32>
    %44 = stablehlo.rsqrt %43 : tensor<4x8x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %48 = stablehlo.multiply %30, %47 : tensor<4x8x32xf32>
    %49 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %53 = stablehlo.multiply %48, %52 : tensor<4x8x32xf32>
    %54 = stablehlo.dot_general %53, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %55 = stablehlo.reshape %54 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %56 = stablehlo.slice %55 [0:4, 0:8, 0:4, 0:4] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %57 = stablehlo.iota dim = 0 : tensor<8xi32>
    %58 = stablehlo.iota dim = 0 : tensor<8xi32>
    %59 = stablehlo.iota dim = 0 : tensor<8xi32>
    %60 = stablehlo.iota dim = 0 : tensor<8xi32>
    %61 = stablehlo.iota dim = 0 : tensor<8xi32>
    %62 = stablehlo.iota dim = 0 : tensor<8xi32>
    %63 = stablehlo.iota dim = 0 : tensor<8xi32>
    %64 = stablehlo.iota dim = 0 : tensor<8xi32>
    %65 = stablehlo.iota dim = 0 : tensor<8xi32>
    %66 = stablehlo.iota dim = 0 : tensor<8xi32>
    %67 = stablehlo.iota dim = 0 : tensor<8xi32>
    %68 = stablehlo.iota dim = 0 : tensor<8xi32>
    %69 = stablehlo.iota dim = 0 : tensor<8xi32>
    %70 = stablehlo.iota dim = 0 : tensor<8xi32>
    %71 = stablehlo.iota dim = 0 : tensor<8xi32>
    %72 = stablehlo.iota dim = 0 : tensor<8xi32>
    %73 = stablehlo.convert %57 : (tensor<8xi32>) -> tensor<8xf32>
    %74 = stablehlo.convert %58 : (tensor<8xi32>) -> tensor<8xf32>
    %75 = stablehlo.convert %59 : (tensor<8xi32>) -> tensor<8xf32>
    %76 = stablehlo.convert %60 : (tensor<8xi32>) -> tensor<8xf32>
    %77 = stablehlo.convert %69 : (tensor<8xi32>) -> tensor<8xf32>
    %78 = stablehlo.convert %70 : (tensor<8xi32>) -> tensor<8xf32>
    %79 = stablehlo.convert %71 : (tensor<8xi32>) -> tensor<8xf32>
    %80 = stablehlo.convert %72 : (tensor<8xi32>) -> tensor<8xf32>
    %81 = stablehlo.reshape %73 : (tensor<8xf32>) -> tensor<8x1xf32>
    %82 = stablehlo.reshape %74 : (tensor<8xf32>) -> tensor<8x1xf32>
    %83 = stablehlo.reshape %75 : (tensor<8xf32>) -> tensor<8x1xf32>
    %84 = stablehlo.reshape %76 : (tensor<8xf32>) -> tensor<8x1xf32>
    %85 = stablehlo.reshape %77 : (tensor<8xf32>) -> tensor<8x1xf32>
    %86 = stablehlo.reshape %78 : (tensor<8xf32>) -> tensor<8x1xf32>
    %87 = stablehlo.reshape %79 : (tensor<8xf32>) -> tensor<8x1xf32>
    %88 = stablehlo.reshape %80 : (tensor<8xf32>) -> tensor<8x1xf32>
    %89 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %90 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %92 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %94 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %95 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %96 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %97 = stablehlo.reshape %89 : (tensor<8x1xf32>) -> tensor<8xf32>
    %98 = stablehlo.reshape %90 : (tensor<8x1xf32>) -> tensor<8xf32>
    %99 = stablehlo.reshape %91 : (tensor<8x1xf32>) -> tensor<8xf32>
    %100 = stablehlo.reshape %92 : (tensor<8x1xf32>) -> tensor<8xf32>
    %101 = stablehlo.reshape %93 : (tensor<8x1xf32>) -> tensor<8xf32>
    %102 = stablehlo.reshape %94 : (tensor<8x1xf32>) -> tensor<8xf32>
    %103 = stablehlo.reshape %95 : (tensor<8x1xf32>) -> tensor<8xf32>
    %104 = stablehlo.reshape %96 : (tensor<8x1xf32>) -> tensor<8xf32>
    %105 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %106 = stablehlo.broadcast_in_dim %98, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %107 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %108 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %109 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %110 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %111 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %112 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %113 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %116 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %117 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %118 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %119 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %120 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %121 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %122 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %123 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %124 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %125 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %126 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %127 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %128 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %129 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %130 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %133 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %134 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %135 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %136 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %137 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %138 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %139 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %140 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %141 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %142 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %143 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %144 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %145 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %146 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %147 = stablehlo.iota dim = 0 : tensor<4xf32>
    %148 = stablehlo.iota dim = 0 : tensor<4xf32>
    %149 = stablehlo.iota dim = 0 : tensor<4xf32>
    %150 = stablehlo.iota dim = 0 : tensor<4xf32>
    %151 = stablehlo.iota dim = 0 : tensor<4xf32>
    %152 = stablehlo.iota dim = 0 : tensor<4xf32>
    %153 = stablehlo.iota dim = 0 : tensor<4xf32>
    %154 = stablehlo.iota dim = 0 : tensor<4xf32>
    %155 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %158 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %159 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %160 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %161 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %162 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %163 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %164 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %165 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %166 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %167 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %168 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %169 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %170 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %171 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %172 = stablehlo.divide %147, %156 : tensor<4xf32>
    %173 = stablehlo.divide %148, %157 : tensor<4xf32>
    %174 = stablehlo.divide %149, %158 : tensor<4xf32>
    %175 = stablehlo.divide %150, %159 : tensor<4xf32>
    %176 = stablehlo.divide %151, %168 : tensor<4xf32>
    %177 = stablehlo.divide %152, %169 : tensor<4xf32>
    %178 = stablehlo.divide %153, %170 : tensor<4xf32>
    %179 = stablehlo.divide %154, %171 : tensor<4xf32>
    %180 = stablehlo.power %131, %172 : tensor<4xf32>
    %181 = stablehlo.power %132, %173 : tensor<4xf32>
    %182 = stablehlo.power %133, %174 : tensor<4xf32>
    %183 = stablehlo.power %134, %175 : tensor<4xf32>
    %184 = stablehlo.power %143, %176 : tensor<4xf32>
    %185 = stablehlo.power %144, %177 : tensor<4xf32>
    %186 = stablehlo.power %145, %178 : tensor<4xf32>
    %187 = stablehlo.power %146, %179 : tensor<4xf32>
    %188 = stablehlo.divide %114, %180 : tensor<4xf32>
    %189 = stablehlo.divide %115, %181 : tensor<4xf32>
    %190 = stablehlo.divide %116, %182 : tensor<4xf32>
    %191 = stablehlo.divide %117, %183 : tensor<4xf32>
    %192 = stablehlo.divide %126, %184 : tensor<4xf32>
    %193 = stablehlo.divide %127, %185 : tensor<4xf32>
    %194 = stablehlo.divide %128, %186 : tensor<4xf32>
    %195 = stablehlo.divide %129, %187 : tensor<4xf32>
    %196 = stablehlo.reshape %188 : (tensor<4xf32>) -> tensor<1x4xf32>
    %197 = stablehlo.reshape %189 : (tensor<4xf32>) -> tensor<1x4xf32>
    %198 = stablehlo.reshape %190 : (tensor<4xf32>) -> tensor<1x4xf32>
    %199 = stablehlo.reshape %191 : (tensor<4xf32>) -> tensor<1x4xf32>
    %200 = stablehlo.reshape %192 : (tensor<4xf32>) -> tensor<1x4xf32>
    %201 = stablehlo.reshape %193 : (tensor<4xf32>) -> tensor<1x4xf32>
    %202 = stablehlo.reshape %194 : (tensor<4xf32>) -> tensor<1x4xf32>
    %203 = stablehlo.reshape %195 : (tensor<4xf32>) -> tensor<1x4xf32>
    %204 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %205 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %206 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %207 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %208 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %209 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %210 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %211 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %212 = stablehlo.reshape %204 : (tensor<1x4xf32>) -> tensor<4xf32>
    %213 = stablehlo.reshape %205 : (tensor<1x4xf32>) -> tensor<4xf32>
    %214 = stablehlo.reshape %206 : (tensor<1x4xf32>) -> tensor<4xf32>
    %215 = stablehlo.reshape %207 : (tensor<1x4xf32>) -> tensor<4xf32>
    %216 = stablehlo.reshape %208 : (tensor<1x4xf32>) -> tensor<4xf32>
    %217 = stablehlo.reshape %209 : (tensor<1x4xf32>) -> tensor<4xf32>
    %218 = stablehlo.reshape %210 : (tensor<1x4xf32>) -> tensor<4xf32>
    %219 = stablehlo.reshape %211 : (tensor<1x4xf32>) -> tensor<4xf32>
    %220 = stablehlo.broadcast_in_dim %212, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %221 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %222 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %223 = stablehlo.broadcast_in_dim %215, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %224 = stablehlo.broadcast_in_dim %216, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %225 = stablehlo.broadcast_in_dim %217, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %226 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %227 = stablehlo.broadcast_in_dim %219, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %228 = stablehlo.multiply %105, %220 : tensor<8x4xf32>
    %229 = stablehlo.multiply %106, %221 : tensor<8x4xf32>
    %230 = stablehlo.multiply %107, %222 : tensor<8x4xf32>
    %231 = stablehlo.multiply %108, %223 : tensor<8x4xf32>
    %232 = stablehlo.multiply %109, %224 : tensor<8x4xf32>
    %233 = stablehlo.multiply %110, %225 : tensor<8x4xf32>
    %234 = stablehlo.multiply %111, %226 : tensor<8x4xf32>
    %235 = stablehlo.multiply %112, %227 : tensor<8x4xf32>
    %236 = stablehlo.cosine %228 : tensor<8x4xf32>
    %237 = stablehlo.cosine %231 : tensor<8x4xf32>
    %238 = stablehlo.cosine %232 : tensor<8x4xf32>
    %239 = stablehlo.cosine %235 : tensor<8x4xf32>
    %240 = stablehlo.reshape %236 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %241 = stablehlo.reshape %237 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %242 = stablehlo.reshape %238 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %243 = stablehlo.reshape %239 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %244 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %245 = stablehlo.reshape %244 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %247 = stablehlo.multiply %56, %246 : tensor<4x8x4x4xf32>
    %248 = stablehlo.slice %55 [0:4, 0:8, 0:4, 4:8] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %249 = stablehlo.sine %229 : tensor<8x4xf32>
    %250 = stablehlo.sine %230 : tensor<8x4xf32>
    %251 = stablehlo.sine %233 : tensor<8x4xf32>
    %252 = stablehlo.sine %234 : tensor<8x4xf32>
    %253 = stablehlo.reshape %249 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %254 = stablehlo.reshape %250 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %255 = stablehlo.reshape %251 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %256 = stablehlo.reshape %252 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %257 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %258 = stablehlo.reshape %257 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %260 = stablehlo.multiply %248, %259 : tensor<4x8x4x4xf32>
    %261 = stablehlo.subtract %247, %260 : tensor<4x8x4x4xf32>
    %262 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %265 = stablehlo.multiply %56, %264 : tensor<4x8x4x4xf32>
    %266 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %267 = stablehlo.reshape %266 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %269 = stablehlo.multiply %248, %268 : tensor<4x8x4x4xf32>
    %270 = stablehlo.add %265, %269 : tensor<4x8x4x4xf32>
    %271 = stablehlo.concatenate %261, %270, dim = 3 : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %272 = sdy.sharding_constraint %271 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %273 = stablehlo.dot_general %53, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %274 = stablehlo.reshape %273 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %275 = stablehlo.slice %274 [0:4, 0:8, 0:4, 0:4] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %276 = stablehlo.convert %61 : (tensor<8xi32>) -> tensor<8xf32>
    %277 = stablehlo.convert %62 : (tensor<8xi32>) -> tensor<8xf32>
    %278 = stablehlo.convert %63 : (tensor<8xi32>) -> tensor<8xf32>
    %279 = stablehlo.convert %64 : (tensor<8xi32>) -> tensor<8xf32>
    %280 = stablehlo.convert %65 : (tensor<8xi32>) -> tensor<8xf32>
    %281 = stablehlo.convert %66 : (tensor<8xi32>) -> tensor<8xf32>
    %282 = stablehlo.convert %67 : (tensor<8xi32>) -> tensor<8xf32>
    %283 = stablehlo.convert %68 : (tensor<8xi32>) -> tensor<8xf32>
    %284 = stablehlo.reshape %276 : (tensor<8xf32>) -> tensor<8x1xf32>
    %285 = stablehlo.reshape %277 : (tensor<8xf32>) -> tensor<8x1xf32>
    %286 = stablehlo.reshape %278 : (tensor<8xf32>) -> tensor<8x1xf32>
    %287 = stablehlo.reshape %279 : (tensor<8xf32>) -> tensor<8x1xf32>
    %288 = stablehlo.reshape %280 : (tensor<8xf32>) -> tensor<8x1xf32>
    %289 = stablehlo.reshape %281 : (tensor<8xf32>) -> tensor<8x1xf32>
    %290 = stablehlo.reshape %282 : (tensor<8xf32>) -> tensor<8x1xf32>
    %291 = stablehlo.reshape %283 : (tensor<8xf32>) -> tensor<8x1xf32>
    %292 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %293 = stablehlo.broadcast_in_dim %285, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %294 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %295 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %296 = stablehlo.broadcast_in_dim %288, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %297 = stablehlo.broadcast_in_dim %289, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %298 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %299 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %300 = stablehlo.reshape %292 : (tensor<8x1xf32>) -> tensor<8xf32>
    %301 = stablehlo.reshape %293 : (tensor<8x1xf32>) -> tensor<8xf32>
    %302 = stablehlo.reshape %294 : (tensor<8x1xf32>) -> tensor<8xf32>
    %303 = stablehlo.reshape %295 : (tensor<8x1xf32>) -> tensor<8xf32>
    %304 = stablehlo.reshape %296 : (tensor<8x1xf32>) -> tensor<8xf32>
    %305 = stablehlo.reshape %297 : (tensor<8x1xf32>) -> tensor<8xf32>
    %306 = stablehlo.reshape %298 : (tensor<8x1xf32>) -> tensor<8xf32>
    %307 = stablehlo.reshape %299 : (tensor<8x1xf32>) -> tensor<8xf32>
    %308 = stablehlo.broadcast_in_dim %300, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %309 = stablehlo.broadcast_in_dim %301, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %310 = stablehlo.broadcast_in_dim %302, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %311 = stablehlo.broadcast_in_dim %303, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %312 = stablehlo.broadcast_in_dim %304, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %313 = stablehlo.broadcast_in_dim %305, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %314 = stablehlo.broadcast_in_dim %306, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %315 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<8xf32>) -> tensor<8x4xf32>
    %316 = stablehlo.iota dim = 0 : tensor<4xf32>
    %317 = stablehlo.iota dim = 0 : tensor<4xf32>
    %318 = stablehlo.iota dim = 0 : tensor<4xf32>
    %319 = stablehlo.iota dim = 0 : tensor<4xf32>
    %320 = stablehlo.iota dim = 0 : tensor<4xf32>
    %321 = stablehlo.iota dim = 0 : tensor<4xf32>
    %322 = stablehlo.iota dim = 0 : tensor<4xf32>
    %323 = stablehlo.iota dim = 0 : tensor<4xf32>
    %324 = stablehlo.divide %316, %160 : tensor<4xf32>
    %325 = stablehlo.divide %317, %161 : tensor<4xf32>
    %326 = stablehlo.divide %318, %162 : tensor<4xf32>
    %327 = stablehlo.divide %319, %163 : tensor<4xf32>
    %328 = stablehlo.divide %320, %164 : tensor<4xf32>
    %329 = stablehlo.divide %321, %165 : tensor<4xf32>
    %330 = stablehlo.divide %322, %166 : tensor<4xf32>
    %331 = stablehlo.divide %323, %167 : tensor<4xf32>
    %332 = stablehlo.power %135, %324 : tensor<4xf32>
    %333 = stablehlo.power %136, %325 : tensor<4xf32>
    %334 = stablehlo.power %137, %326 : tensor<4xf32>
    %335 = stablehlo.power %138, %327 : tensor<4xf32>
    %336 = stablehlo.power %139, %328 : tensor<4xf32>
    %337 = stablehlo.power %140, %329 : tensor<4xf32>
    %338 = stablehlo.power %141, %330 : tensor<4xf32>
    %339 = stablehlo.power %142, %331 : tensor<4xf32>
    %340 = stablehlo.divide %118, %332 : tensor<4xf32>
    %341 = stablehlo.divide %119, %333 : tensor<4xf32>
    %342 = stablehlo.divide %120, %334 : tensor<4xf32>
    %343 = stablehlo.divide %121, %335 : tensor<4xf32>
    %344 = stablehlo.divide %122, %336 : tensor<4xf32>
    %345 = stablehlo.divide %123, %337 : tensor<4xf32>
    %346 = stablehlo.divide %124, %338 : tensor<4xf32>
    %347 = stablehlo.divide %125, %339 : tensor<4xf32>
    %348 = stablehlo.reshape %340 : (tensor<4xf32>) -> tensor<1x4xf32>
    %349 = stablehlo.reshape %341 : (tensor<4xf32>) -> tensor<1x4xf32>
    %350 = stablehlo.reshape %342 : (tensor<4xf32>) -> tensor<1x4xf32>
    %351 = stablehlo.reshape %343 : (tensor<4xf32>) -> tensor<1x4xf32>
    %352 = stablehlo.reshape %344 : (tensor<4xf32>) -> tensor<1x4xf32>
    %353 = stablehlo.reshape %345 : (tensor<4xf32>) -> tensor<1x4xf32>
    %354 = stablehlo.reshape %346 : (tensor<4xf32>) -> tensor<1x4xf32>
    %355 = stablehlo.reshape %347 : (tensor<4xf32>) -> tensor<1x4xf32>
    %356 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %357 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %358 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %359 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %360 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %361 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %362 = stablehlo.broadcast_in_dim %354, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %363 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %364 = stablehlo.reshape %356 : (tensor<1x4xf32>) -> tensor<4xf32>
    %365 = stablehlo.reshape %357 : (tensor<1x4xf32>) -> tensor<4xf32>
    %366 = stablehlo.reshape %358 : (tensor<1x4xf32>) -> tensor<4xf32>
    %367 = stablehlo.reshape %359 : (tensor<1x4xf32>) -> tensor<4xf32>
    %368 = stablehlo.reshape %360 : (tensor<1x4xf32>) -> tensor<4xf32>
    %369 = stablehlo.reshape %361 : (tensor<1x4xf32>) -> tensor<4xf32>
    %370 = stablehlo.reshape %362 : (tensor<1x4xf32>) -> tensor<4xf32>
    %371 = stablehlo.reshape %363 : (tensor<1x4xf32>) -> tensor<4xf32>
    %372 = stablehlo.broadcast_in_dim %364, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %373 = stablehlo.broadcast_in_dim %365, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %374 = stablehlo.broadcast_in_dim %366, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %375 = stablehlo.broadcast_in_dim %367, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %376 = stablehlo.broadcast_in_dim %368, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %377 = stablehlo.broadcast_in_dim %369, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %378 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %379 = stablehlo.broadcast_in_dim %371, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %380 = stablehlo.multiply %308, %372 : tensor<8x4xf32>
    %381 = stablehlo.multiply %309, %373 : tensor<8x4xf32>
    %382 = stablehlo.multiply %310, %374 : tensor<8x4xf32>
    %383 = stablehlo.multiply %311, %375 : tensor<8x4xf32>
    %384 = stablehlo.multiply %312, %376 : tensor<8x4xf32>
    %385 = stablehlo.multiply %313, %377 : tensor<8x4xf32>
    %386 = stablehlo.multiply %314, %378 : tensor<8x4xf32>
    %387 = stablehlo.multiply %315, %379 : tensor<8x4xf32>
    %388 = stablehlo.cosine %380 : tensor<8x4xf32>
    %389 = stablehlo.cosine %383 : tensor<8x4xf32>
    %390 = stablehlo.cosine %384 : tensor<8x4xf32>
    %391 = stablehlo.cosine %387 : tensor<8x4xf32>
    %392 = stablehlo.reshape %388 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %393 = stablehlo.reshape %389 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %394 = stablehlo.reshape %390 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %395 = stablehlo.reshape %391 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %396 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %397 = stablehlo.reshape %396 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %399 = stablehlo.multiply %275, %398 : tensor<4x8x4x4xf32>
    %400 = stablehlo.slice %274 [0:4, 0:8, 0:4, 4:8] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %401 = stablehlo.sine %381 : tensor<8x4xf32>
    %402 = stablehlo.sine %382 : tensor<8x4xf32>
    %403 = stablehlo.sine %385 : tensor<8x4xf32>
    %404 = stablehlo.sine %386 : tensor<8x4xf32>
    %405 = stablehlo.reshape %401 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %406 = stablehlo.reshape %402 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %407 = stablehlo.reshape %403 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %408 = stablehlo.reshape %404 : (tensor<8x4xf32>) -> tensor<1x8x1x4xf32>
    %409 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %410 = stablehlo.reshape %409 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %412 = stablehlo.multiply %400, %411 : tensor<4x8x4x4xf32>
    %413 = stablehlo.subtract %399, %412 : tensor<4x8x4x4xf32>
    %414 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %415 = stablehlo.reshape %414 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %417 = stablehlo.multiply %275, %416 : tensor<4x8x4x4xf32>
    %418 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %419 = stablehlo.reshape %418 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %421 = stablehlo.multiply %400, %420 : tensor<4x8x4x4xf32>
    %422 = stablehlo.add %417, %421 : tensor<4x8x4x4xf32>
    %423 = stablehlo.concatenate %413, %422, dim = 3 : (tensor<4x8x4x4xf32>, tensor<4x8x4x4xf32>) -> tensor<4x8x4x8xf32>
    %424 = sdy.sharding_constraint %423 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %425 = stablehlo.dot_general %272, %424, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %426 = sdy.constant dense<2.82842708> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %428 = stablehlo.broadcast_in_dim %426, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %429 = stablehlo.divide %425, %427 : tensor<4x4x8x8xf32>
    %430 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %432 = stablehlo.select %28, %429, %431 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    %433 = stablehlo.dot_general %53, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %435 = sdy.sharding_constraint %434 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %436 = sdy.constant dense<0xFF800000> : tensor<f32>
    %437 = stablehlo.reduce(%432 init: %436) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %438 = sdy.constant dense<0xFF800000> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %440 = stablehlo.maximum %437, %439 : tensor<4x4x8xf32>
    %441 = stablehlo.reshape %440 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %443 = stablehlo.reshape %442 : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %445 = stablehlo.subtract %432, %444 : tensor<4x4x8x8xf32>
    %446 = stablehlo.exponential %445 : tensor<4x4x8x8xf32>
    %447 = stablehlo.reduce(%446 init: %32) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %448 = stablehlo.reshape %447 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %450 = stablehlo.reshape %449 : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %452 = stablehlo.divide %446, %451 : tensor<4x4x8x8xf32>
    %453 = stablehlo.dot_general %435, %452, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x8x4x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %454 = stablehlo.transpose %453, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,4,8]{1,3,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %455 = sdy.sharding_constraint %454 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %456 = stablehlo.reshape %455 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %457 = stablehlo.dot_general %456, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %458 = stablehlo.add %30, %457 : tensor<4x8x32xf32>
    %459 = sdy.sharding_constraint %458 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %460 = stablehlo.multiply %459, %459 : tensor<4x8x32xf32>
    %461 = stablehlo.reduce(%460 init: %32) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %462 = stablehlo.reshape %461 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %463 = stablehlo.divide %462, %37 : tensor<4x8x1xf32>
    %464 = stablehlo.add %463, %42 : tensor<4x8x1xf32>
    %465 = stablehlo.rsqrt %464 : tensor<4x8x1xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %467 = stablehlo.reshape %466 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %469 = stablehlo.multiply %459, %468 : tensor<4x8x32xf32>
    %470 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %472 = stablehlo.reshape %471 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %474 = stablehlo.multiply %469, %473 : tensor<4x8x32xf32>
    %475 = stablehlo.dot_general %474, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %476 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %478 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %479 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %480 = stablehlo.negate %475 : tensor<4x8x64xf32>
    %481 = stablehlo.exponential %480 : tensor<4x8x64xf32>
    %482 = stablehlo.add %481, %477 : tensor<4x8x64xf32>
    %483 = stablehlo.divide %478, %482 : tensor<4x8x64xf32>
    %484 = stablehlo.multiply %475, %483 : tensor<4x8x64xf32>
    %485 = stablehlo.subtract %479, %483 : tensor<4x8x64xf32>
    %486 = stablehlo.multiply %483, %485 : tensor<4x8x64xf32>
    %487 = stablehlo.dot_general %474, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %488 = stablehlo.multiply %484, %487 : tensor<4x8x64xf32>
    %489 = sdy.sharding_constraint %488 <@mesh, [{"dp"}, {}, {"tp"}]> : tensor<4x8x64xf32>
    %490 = stablehlo.dot_general %489, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %491 = stablehlo.add %459, %490 : tensor<4x8x32xf32>
    %492 = sdy.sharding_constraint %491 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %493 = stablehlo.subtract %492, %arg29 : tensor<4x8x32xf32>
    %494 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %496 = stablehlo.multiply %493, %495 : tensor<4x8x32xf32>
    %497 = sdy.constant dense<9.765625E-4> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [] : (tensor<f32>) -> tensor<4x8x32xf32>
    %499 = stablehlo.multiply %496, %498 : tensor<4x8x32xf32>
    %500 = sdy.sharding_constraint %499 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %501 = stablehlo.dot_general %500, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<64x32xf32>) -> tensor<4x8x64xf32>
    %502 = sdy.sharding_constraint %501 <@mesh, [{"dp"}, {}, {"tp"}]> : tensor<4x8x64xf32>
    %503 = stablehlo.multiply %484, %502 : tensor<4x8x64xf32>
    %504 = stablehlo.dot_general %503, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %505 = stablehlo.multiply %502, %487 : tensor<4x8x64xf32>
    %506 = stablehlo.multiply %505, %483 : tensor<4x8x64xf32>
    %507 = stablehlo.multiply %475, %505 : tensor<4x8x64xf32>
    %508 = stablehlo.multiply %507, %486 : tensor<4x8x64xf32>
    %509 = stablehlo.add %506, %508 : tensor<4x8x64xf32>
    %510 = stablehlo.dot_general %509, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<32x64xf32>) -> tensor<4x8x32xf32>
    %511 = stablehlo.add %504, %510 : tensor<4x8x32xf32>
    %512 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %513 = stablehlo.reshape %512 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [2] : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %515 = stablehlo.multiply %511, %514 : tensor<4x8x32xf32>
    %516 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %517 = stablehlo.reshape %516 : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %519 = stablehlo.multiply %515, %518 : tensor<4x8x32xf32>
    %520 = stablehlo.add %500, %519 : tensor<4x8x32xf32>
    %521 = stablehlo.multiply %459, %515 : tensor<4x8x32xf32>
    %522 = stablehlo.reduce(%521 init: %32) applies stablehlo.add across dimensions = [2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %523 = stablehlo.reshape %522 : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %524 = stablehlo.divide %465, %464 : tensor<4x8x1xf32>
    %525 = sdy.constant dense<-5.000000e-01> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [] : (tensor<f32>) -> tensor<4x8x1xf32>
    %527 = stablehlo.multiply %524, %526 : tensor<4x8x1xf32>
    %528 = stablehlo.multiply %523, %527 : tensor<4x8x1xf32>
    %529 = stablehlo.divide %528, %38 : tensor<4x8x1xf32>
    %530 = stablehlo.reduce(%529 init: %32) applies stablehlo.add across dimensions = [2] : (tensor<4x8x1xf32>, tensor<f32>) -> tensor<4x8xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %532 = stablehlo.multiply %459, %531 : tensor<4x8x32xf32>
    %533 = stablehlo.add %520, %532 : tensor<4x8x32xf32>
    %534 = stablehlo.multiply %531, %459 : tensor<4x8x32xf32>
    %535 = stablehlo.add %533, %534 : tensor<4x8x32xf32>
    %536 = sdy.sharding_constraint %535 <@mesh, [{"dp"}, {}, {}]> : tensor<4x8x32xf32>
    %537 = stablehlo.dot_general %536, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %538 = stablehlo.reshape %537 : (tensor<4x8x32xf32>) -> tensor<4x8x4x8xf32>
    %539 = sdy.sharding_constraint %538 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %540 = stablehlo.transpose %539, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[4,4,8,8]{2,1,3,0}"} : (tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %541 = stablehlo.dot_general %540, %435, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %542 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %543 = stablehlo.reshape %542 : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %545 = stablehlo.divide %541, %544 : tensor<4x4x8x8xf32>
    %546 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [] : (tensor<f32>) -> tensor<4x4x8x1xf32>
    %548 = stablehlo.multiply %448, %448 : tensor<4x4x8x1xf32>
    %549 = stablehlo.divide %547, %548 : tensor<4x4x8x1xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2, 3] : (tensor<4x4x8x1xf32>) -> tensor<4x4x8x1xf32>
    %551 = stablehlo.reshape %550 : (tensor<4x4x8x1xf32>) -> tensor<4x4x8xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %553 = stablehlo.multiply %541, %552 : tensor<4x4x8x8xf32>
    %554 = stablehlo.multiply %553, %446 : tensor<4x4x8x8xf32>
    %555 = stablehlo.reduce(%554 init: %32) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x8xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %556 = stablehlo.reshape %555 : (tensor<4x4x8xf32>) -> tensor<4x4x8x1xf32>
    %557 = stablehlo.negate %556 : tensor<4x4x8x1xf32>
    %558 = stablehlo.reduce(%557 init: %32) applies stablehlo.add across dimensions = [3] : (tensor<4x4x8x1xf32>, tensor<f32>) -> tensor<4x4x8xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2] : (tensor<4x4x8xf32>) -> tensor<4x4x8x8xf32>
    %560 = stablehlo.add %545, %559 : tensor<4x4x8x8xf32>
    %561 = stablehlo.multiply %560, %446 : tensor<4x4x8x8xf32>
    %562 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [] : (tensor<f32>) -> tensor<4x4x8x8xf32>
    %564 = stablehlo.select %29, %561, %563 : tensor<4x4x8x8xi1>, tensor<4x4x8x8xf32>
    %565 = stablehlo.divide %564, %428 : tensor<4x4x8x8xf32>
    %566 = stablehlo.dot_general %565, %272, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %567 = stablehlo.transpose %566, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,4,8]{3,1,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %568 = sdy.sharding_constraint %567 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %569 = stablehlo.slice %568 [0:4, 0:8, 0:4, 4:8] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %570 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %571 = stablehlo.reshape %570 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %573 = stablehlo.multiply %569, %572 : tensor<4x8x4x4xf32>
    %574 = stablehlo.slice %568 [0:4, 0:8, 0:4, 0:4] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %575 = stablehlo.negate %574 : tensor<4x8x4x4xf32>
    %576 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %577 = stablehlo.reshape %576 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %579 = stablehlo.multiply %575, %578 : tensor<4x8x4x4xf32>
    %580 = stablehlo.add %573, %579 : tensor<4x8x4x4xf32>
    %581 = stablehlo.pad %580, %32, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %582 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %583 = stablehlo.reshape %582 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %585 = stablehlo.multiply %569, %584 : tensor<4x8x4x4xf32>
    %586 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %587 = stablehlo.reshape %586 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %589 = stablehlo.multiply %574, %588 : tensor<4x8x4x4xf32>
    %590 = stablehlo.add %585, %589 : tensor<4x8x4x4xf32>
    %591 = stablehlo.pad %590, %32, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %592 = stablehlo.add %581, %591 : tensor<4x8x4x8xf32>
    %593 = stablehlo.reshape %592 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %594 = stablehlo.dot_general %593, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %595 = stablehlo.transpose %594, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %596 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %598 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %599 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %600 = stablehlo.broadcast_in_dim %596, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %601 = stablehlo.multiply %595, %597 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %602 = sdy.constant dense<0.899999976> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %604 = stablehlo.broadcast_in_dim %602, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %605 = stablehlo.broadcast_in_dim %602, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %606 = stablehlo.broadcast_in_dim %602, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %607 = stablehlo.multiply %arg10, %603 : tensor<32x32xf32>
    %608 = stablehlo.add %601, %607 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %609 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %610 = sdy.constant dense<0.899999976> : tensor<f32>
    %611 = sdy.constant dense<2147483647> : tensor<i32>
    %612 = stablehlo.compare LT, %arg9, %611 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %613 = sdy.constant dense<1> : tensor<i32>
    %614 = stablehlo.add %arg9, %613 : tensor<i32>
    %615 = stablehlo.select %612, %614, %611 : tensor<i1>, tensor<i32>
    %616 = stablehlo.convert %615 : (tensor<i32>) -> tensor<f32>
    %617 = stablehlo.power %610, %616 : tensor<f32>
    %618 = stablehlo.subtract %609, %617 : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %620 = stablehlo.divide %608, %619 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %621 = stablehlo.multiply %595, %595 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %622 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %622, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %624 = stablehlo.broadcast_in_dim %622, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %625 = stablehlo.broadcast_in_dim %622, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %626 = stablehlo.broadcast_in_dim %622, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %627 = stablehlo.multiply %621, %623 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %628 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %630 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %631 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %632 = stablehlo.broadcast_in_dim %628, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %633 = stablehlo.multiply %arg19, %629 : tensor<32x32xf32>
    %634 = stablehlo.add %627, %633 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %635 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %636 = stablehlo.convert %615 : (tensor<i32>) -> tensor<f32>
    %637 = stablehlo.power %635, %636 : tensor<f32>
    %638 = stablehlo.subtract %609, %637 : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %640 = stablehlo.divide %634, %639 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %641 = stablehlo.sqrt %640 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %642 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %644 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %645 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %646 = stablehlo.broadcast_in_dim %642, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %647 = stablehlo.add %641, %643 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %648 = stablehlo.divide %620, %647 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %649 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %651 = stablehlo.broadcast_in_dim %649, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %652 = stablehlo.broadcast_in_dim %649, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %653 = stablehlo.broadcast_in_dim %649, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %654 = stablehlo.multiply %648, %650 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %655 = stablehlo.add %arg0, %654 : tensor<32x32xf32>
    %656 = stablehlo.dot_general %536, %456, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %657 = stablehlo.transpose %656, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %658 = stablehlo.multiply %657, %598 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %659 = stablehlo.multiply %arg11, %604 : tensor<32x32xf32>
    %660 = stablehlo.add %658, %659 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %661 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %662 = stablehlo.divide %660, %661 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %663 = stablehlo.multiply %657, %657 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %664 = stablehlo.multiply %663, %624 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %665 = stablehlo.multiply %arg20, %630 : tensor<32x32xf32>
    %666 = stablehlo.add %664, %665 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %667 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %668 = stablehlo.divide %666, %667 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %669 = stablehlo.sqrt %668 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %670 = stablehlo.add %669, %644 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %671 = stablehlo.divide %662, %670 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %672 = stablehlo.multiply %671, %651 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %673 = stablehlo.add %arg1, %672 : tensor<32x32xf32>
    %674 = stablehlo.dot_general %565, %424, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x8x4x8xf32>) -> tensor<4x4x8x8xf32>
    %675 = stablehlo.transpose %674, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,4,8]{3,1,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %676 = sdy.sharding_constraint %675 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %677 = stablehlo.slice %676 [0:4, 0:8, 0:4, 4:8] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %678 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %679 = stablehlo.reshape %678 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %681 = stablehlo.multiply %677, %680 : tensor<4x8x4x4xf32>
    %682 = stablehlo.slice %676 [0:4, 0:8, 0:4, 0:4] : (tensor<4x8x4x8xf32>) -> tensor<4x8x4x4xf32>
    %683 = stablehlo.negate %682 : tensor<4x8x4x4xf32>
    %684 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %685 = stablehlo.reshape %684 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %687 = stablehlo.multiply %683, %686 : tensor<4x8x4x4xf32>
    %688 = stablehlo.add %681, %687 : tensor<4x8x4x4xf32>
    %689 = stablehlo.pad %688, %32, low = [0, 0, 0, 4], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %690 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %691 = stablehlo.reshape %690 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %693 = stablehlo.multiply %677, %692 : tensor<4x8x4x4xf32>
    %694 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x8x1x4xf32>) -> tensor<1x8x1x4xf32>
    %695 = stablehlo.reshape %694 : (tensor<1x8x1x4xf32>) -> tensor<8x4xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [1, 3] : (tensor<8x4xf32>) -> tensor<4x8x4x4xf32>
    %697 = stablehlo.multiply %682, %696 : tensor<4x8x4x4xf32>
    %698 = stablehlo.add %693, %697 : tensor<4x8x4x4xf32>
    %699 = stablehlo.pad %698, %32, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<4x8x4x4xf32>, tensor<f32>) -> tensor<4x8x4x8xf32>
    %700 = stablehlo.add %689, %699 : tensor<4x8x4x8xf32>
    %701 = stablehlo.reshape %700 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %702 = stablehlo.dot_general %701, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %703 = stablehlo.transpose %702, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %704 = stablehlo.multiply %703, %599 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %705 = stablehlo.multiply %arg12, %605 : tensor<32x32xf32>
    %706 = stablehlo.add %704, %705 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %707 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %708 = stablehlo.divide %706, %707 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %709 = stablehlo.multiply %703, %703 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %710 = stablehlo.multiply %709, %625 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %711 = stablehlo.multiply %arg21, %631 : tensor<32x32xf32>
    %712 = stablehlo.add %710, %711 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %713 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %714 = stablehlo.divide %712, %713 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %715 = stablehlo.sqrt %714 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %716 = stablehlo.add %715, %645 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %717 = stablehlo.divide %708, %716 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %718 = stablehlo.multiply %717, %652 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %719 = stablehlo.add %arg2, %718 : tensor<32x32xf32>
    %720 = stablehlo.dot_general %540, %452, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8x8xf32>, tensor<4x4x8x8xf32>) -> tensor<4x4x8x8xf32>
    %721 = stablehlo.transpose %720, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,8,4,8]{1,3,2,0}"} : (tensor<4x4x8x8xf32>) -> tensor<4x8x4x8xf32>
    %722 = sdy.sharding_constraint %721 <@mesh, [{"dp"}, {}, {"tp"}, {}]> : tensor<4x8x4x8xf32>
    %723 = stablehlo.reshape %722 : (tensor<4x8x4x8xf32>) -> tensor<4x8x32xf32>
    %724 = stablehlo.dot_general %723, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x32xf32>) -> tensor<32x32xf32>
    %725 = stablehlo.transpose %724, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %726 = stablehlo.multiply %725, %600 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %727 = stablehlo.multiply %arg13, %606 : tensor<32x32xf32>
    %728 = stablehlo.add %726, %727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %729 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %730 = stablehlo.divide %728, %729 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %731 = stablehlo.multiply %725, %725 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %732 = stablehlo.multiply %731, %626 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %733 = stablehlo.multiply %arg22, %632 : tensor<32x32xf32>
    %734 = stablehlo.add %732, %733 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %735 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %736 = stablehlo.divide %734, %735 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %737 = stablehlo.sqrt %736 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %738 = stablehlo.add %737, %646 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %739 = stablehlo.divide %730, %738 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %740 = stablehlo.multiply %739, %653 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : tensor<32x32xf32>
    %741 = stablehlo.add %arg3, %740 : tensor<32x32xf32>
    %742 = stablehlo.dot_general %723, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %743 = stablehlo.dot_general %593, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %744 = stablehlo.add %742, %743 : tensor<4x8x32xf32>
    %745 = stablehlo.dot_general %701, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %746 = stablehlo.add %744, %745 : tensor<4x8x32xf32>
    %747 = stablehlo.multiply %48, %746 : tensor<4x8x32xf32>
    %748 = stablehlo.reduce(%747 init: %32) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %749 = stablehlo.reshape %748 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %750 = stablehlo.reduce(%749 init: %32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %751 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %753 = stablehlo.broadcast_in_dim %751, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.multiply %750, %752 : tensor<32xf32>
    %755 = sdy.constant dense<0.899999976> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %757 = stablehlo.broadcast_in_dim %755, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %758 = stablehlo.multiply %arg14, %756 : tensor<32xf32>
    %759 = stablehlo.add %754, %758 : tensor<32xf32>
    %760 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %761 = stablehlo.divide %759, %760 : tensor<32xf32>
    %762 = stablehlo.multiply %750, %750 : tensor<32xf32>
    %763 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %763, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %765 = stablehlo.broadcast_in_dim %763, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %766 = stablehlo.multiply %762, %764 : tensor<32xf32>
    %767 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %767, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %769 = stablehlo.broadcast_in_dim %767, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %770 = stablehlo.multiply %arg23, %768 : tensor<32xf32>
    %771 = stablehlo.add %766, %770 : tensor<32xf32>
    %772 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %773 = stablehlo.divide %771, %772 : tensor<32xf32>
    %774 = stablehlo.sqrt %773 : tensor<32xf32>
    %775 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %775, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %777 = stablehlo.broadcast_in_dim %775, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %778 = stablehlo.add %774, %776 : tensor<32xf32>
    %779 = stablehlo.divide %761, %778 : tensor<32xf32>
    %780 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %780, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %782 = stablehlo.broadcast_in_dim %780, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %783 = stablehlo.multiply %779, %781 : tensor<32xf32>
    %784 = stablehlo.add %arg4, %783 : tensor<32xf32>
    %785 = stablehlo.dot_general %500, %489, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x32xf32>, tensor<4x8x64xf32>) -> tensor<32x64xf32>
    %786 = stablehlo.transpose %785, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %787 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %789 = stablehlo.multiply %786, %788 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %790 = sdy.constant dense<0.899999976> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %792 = stablehlo.multiply %arg15, %791 : tensor<64x32xf32>
    %793 = stablehlo.add %789, %792 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %794 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %795 = stablehlo.divide %793, %794 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %796 = stablehlo.multiply %786, %786 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %797 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %799 = stablehlo.multiply %796, %798 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %800 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %802 = stablehlo.multiply %arg24, %801 : tensor<64x32xf32>
    %803 = stablehlo.add %799, %802 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %804 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %805 = stablehlo.divide %803, %804 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %806 = stablehlo.sqrt %805 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %807 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %809 = stablehlo.add %806, %808 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %810 = stablehlo.divide %795, %809 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %811 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %813 = stablehlo.multiply %810, %812 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,32]{0,1}"} : tensor<64x32xf32>
    %814 = stablehlo.add %arg5, %813 : tensor<64x32xf32>
    %815 = stablehlo.dot_general %509, %474, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %816 = stablehlo.transpose %815, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %817 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %819 = stablehlo.broadcast_in_dim %817, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %820 = stablehlo.multiply %816, %818 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %821 = sdy.constant dense<0.899999976> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %823 = stablehlo.broadcast_in_dim %821, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %824 = stablehlo.multiply %arg16, %822 : tensor<32x64xf32>
    %825 = stablehlo.add %820, %824 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %826 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %827 = stablehlo.divide %825, %826 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %828 = stablehlo.multiply %816, %816 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %829 = sdy.constant dense<1.000000e-03> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %831 = stablehlo.broadcast_in_dim %829, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %832 = stablehlo.multiply %828, %830 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %833 = sdy.constant dense<9.990000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %835 = stablehlo.broadcast_in_dim %833, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %836 = stablehlo.multiply %arg25, %834 : tensor<32x64xf32>
    %837 = stablehlo.add %832, %836 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %838 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %839 = stablehlo.divide %837, %838 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %840 = stablehlo.sqrt %839 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %841 = sdy.constant dense<9.99999993E-9> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %843 = stablehlo.broadcast_in_dim %841, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %844 = stablehlo.add %840, %842 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %845 = stablehlo.divide %827, %844 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %846 = sdy.constant dense<-0.00999999977> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %848 = stablehlo.broadcast_in_dim %846, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %849 = stablehlo.multiply %845, %847 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %850 = stablehlo.add %arg6, %849 : tensor<32x64xf32>
    %851 = stablehlo.dot_general %503, %474, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x8x32xf32>) -> tensor<64x32xf32>
    %852 = stablehlo.transpose %851, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %853 = stablehlo.multiply %852, %819 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %854 = stablehlo.multiply %arg17, %823 : tensor<32x64xf32>
    %855 = stablehlo.add %853, %854 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %856 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %857 = stablehlo.divide %855, %856 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %858 = stablehlo.multiply %852, %852 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %859 = stablehlo.multiply %858, %831 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %860 = stablehlo.multiply %arg26, %835 : tensor<32x64xf32>
    %861 = stablehlo.add %859, %860 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %862 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %863 = stablehlo.divide %861, %862 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %864 = stablehlo.sqrt %863 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %865 = stablehlo.add %864, %843 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %866 = stablehlo.divide %857, %865 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %867 = stablehlo.multiply %866, %848 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,64]{0,1}"} : tensor<32x64xf32>
    %868 = stablehlo.add %arg7, %867 : tensor<32x64xf32>
    %869 = stablehlo.multiply %469, %511 : tensor<4x8x32xf32>
    %870 = stablehlo.reduce(%869 init: %32) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %871 = stablehlo.reshape %870 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %872 = stablehlo.reduce(%871 init: %32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %873 = stablehlo.multiply %872, %753 : tensor<32xf32>
    %874 = stablehlo.multiply %arg18, %757 : tensor<32xf32>
    %875 = stablehlo.add %873, %874 : tensor<32xf32>
    %876 = stablehlo.broadcast_in_dim %618, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %877 = stablehlo.divide %875, %876 : tensor<32xf32>
    %878 = stablehlo.multiply %872, %872 : tensor<32xf32>
    %879 = stablehlo.multiply %878, %765 : tensor<32xf32>
    %880 = stablehlo.multiply %arg27, %769 : tensor<32xf32>
    %881 = stablehlo.add %879, %880 : tensor<32xf32>
    %882 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %883 = stablehlo.divide %881, %882 : tensor<32xf32>
    %884 = stablehlo.sqrt %883 : tensor<32xf32>
    %885 = stablehlo.add %884, %777 : tensor<32xf32>
    %886 = stablehlo.divide %877, %885 : tensor<32xf32>
    %887 = stablehlo.multiply %886, %782 : tensor<32xf32>
    %888 = stablehlo.add %arg8, %887 : tensor<32xf32>
    %889 = stablehlo.multiply %493, %493 : tensor<4x8x32xf32>
    %890 = stablehlo.reduce(%889 init: %32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %891 = sdy.constant dense<1.024000e+03> : tensor<f32>
    %892 = stablehlo.divide %890, %891 : tensor<f32>
    return %655, %673, %719, %741, %784, %814, %850, %868, %888, %615, %608, %660, %706, %728, %759, %793, %825, %855, %875, %634, %666, %712, %734, %771, %803, %837, %861, %881, %892 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<i32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<f32>
  }
}
