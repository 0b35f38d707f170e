module @jit_block_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["tp"=2]> {stablehlo.mesh = {axes = [{name = "tp", size = 2 : i64}]}}
  func.func @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg7: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<4x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> tensor<4x16x32xf32> {
    %0 = sdy.sharding_constraint %arg9 <@mesh, [{}, {}, {}]> : tensor<4x16x32xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4x16x32xf32>
    %2 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %4 = stablehlo.reshape %3 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %5 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %8 = stablehlo.divide %4, %6 : tensor<4x16x1xf32>
    %9 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %12 = stablehlo.add %8, %10 : tensor<4x16x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<4x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.reshape %14 : (tensor<4x16x1xf32>) -> tensor<4x16xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %17 = stablehlo.multiply %0, %16 : tensor<4x16x32xf32>
    %18 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2] : (tensor<32xf32>) -> tensor<4x16x32xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<4x16x32xf32>
    %23 = stablehlo.dot_general %22, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x16x4x8xf32>
    %26 = stablehlo.iota dim = 0 : tensor<16xi32>
    %27 = stablehlo.reshape %26 : (tensor<16xi32>) -> tensor<16x1xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x1xi32>
    %29 = stablehlo.reshape %28 : (tensor<16x1xi32>) -> tensor<16xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<16xi32>) -> tensor<16x16xi32>
    %31 = stablehlo.iota dim = 0 : tensor<16xi32>
    %32 = stablehlo.reshape %31 : (tensor<16xi32>) -> tensor<1x16xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16xi32>
    %34 = stablehlo.reshape %33 : (tensor<1x16xi32>) -> tensor<16xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<16xi32>) -> tensor<16x16xi32>
    %36 = stablehlo.compare GE, %30, %35 : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %37 = stablehlo.reshape %36 : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xi1>
    %39 = stablehlo.reshape %38 : (tensor<1x1x16x16xi1>) -> tensor<16x16xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<4x4x16x16xi1>
    %41 = stablehlo.dot_general %22, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %43 = stablehlo.slice %42 [0:4, 0:16, 0:4, 0:4] : (tensor<4x16x4x8xf32>) -> tensor<4x16x4x4xf32>
    %44 = stablehlo.iota dim = 0 : tensor<16xi32>
    %45 = stablehlo.iota dim = 0 : tensor<16xi32>
    %46 = stablehlo.iota dim = 0 : tensor<16xi32>
    %47 = stablehlo.iota dim = 0 : tensor<16xi32>
    %48 = stablehlo.iota dim = 0 : tensor<16xi32>
    %49 = stablehlo.iota dim = 0 : tensor<16xi32>
    %50 = stablehlo.iota dim = 0 : tensor<16xi32>
    %51 = stablehlo.iota dim = 0 : tensor<16xi32>
    %52 = stablehlo.convert %44 : (tensor<16xi32>) -> tensor<16xf32>
    %53 = stablehlo.convert %45 : (tensor<16xi32>) -> tensor<16xf32>
    %54 = stablehlo.convert %46 : (tensor<16xi32>) -> tensor<16xf32>
    %55 = stablehlo.convert %47 : (tensor<16xi32>) -> tensor<16xf32>
    %56 = stablehlo.reshape %52 : (tensor<16xf32>) -> tensor<16x1xf32>
    %57 = stablehlo.reshape %53 : (tensor<16xf32>) -> tensor<16x1xf32>
    %58 = stablehlo.reshape %54 : (tensor<16xf32>) -> tensor<16x1xf32>
    %59 = stablehlo.reshape %55 : (tensor<16xf32>) -> tensor<16x1xf32>
    %60 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %64 = stablehlo.reshape %60 : (tensor<16x1xf32>) -> tensor<16xf32>
    %65 = stablehlo.reshape %61 : (tensor<16x1xf32>) -> tensor<16xf32>
    %66 = stablehlo.reshape %62 : (tensor<16x1xf32>) -> tensor<16xf32>
    %67 = stablehlo.reshape %63 : (tensor<16x1xf32>) -> tensor<16xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %69 = stablehlo.broadcast_in_dim %65, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %70 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %71 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %72 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %76 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %77 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %78 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %79 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %80 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %81 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %85 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %86 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %87 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %88 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %89 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %90 = stablehlo.iota dim = 0 : tensor<4xf32>
    %91 = stablehlo.iota dim = 0 : tensor<4xf32>
    %92 = stablehlo.iota dim = 0 : tensor<4xf32>
    %93 = stablehlo.iota dim = 0 : tensor<4xf32>
    %94 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %97 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %98 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %99 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %100 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %101 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %102 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %103 = stablehlo.divide %90, %95 : tensor<4xf32>
    %104 = stablehlo.divide %91, %96 : tensor<4xf32>
    %105 = stablehlo.divide %92, %97 : tensor<4xf32>
    %106 = stablehlo.divide %93, %98 : tensor<4xf32>
    %107 = stablehlo.power %82, %103 : tensor<4xf32>
    %108 = stablehlo.power %83, %104 : tensor<4xf32>
    %109 = stablehlo.power %84, %105 : tensor<4xf32>
    %110 = stablehlo.power %85, %106 : tensor<4xf32>
    %111 = stablehlo.divide %73, %107 : tensor<4xf32>
    %112 = stablehlo.divide %74, %108 : tensor<4xf32>
    %113 = stablehlo.divide %75, %109 : tensor<4xf32>
    %114 = stablehlo.divide %76, %110 : tensor<4xf32>
    %115 = stablehlo.reshape %111 : (tensor<4xf32>) -> tensor<1x4xf32>
    %116 = stablehlo.reshape %112 : (tensor<4xf32>) -> tensor<1x4xf32>
    %117 = stablehlo.reshape %113 : (tensor<4xf32>) -> tensor<1x4xf32>
    %118 = stablehlo.reshape %114 : (tensor<4xf32>) -> tensor<1x4xf32>
    %119 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %120 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %121 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %122 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %123 = stablehlo.reshape %119 : (tensor<1x4xf32>) -> tensor<4xf32>
    %124 = stablehlo.reshape %120 : (tensor<1x4xf32>) -> tensor<4xf32>
    %125 = stablehlo.reshape %121 : (tensor<1x4xf32>) -> tensor<4xf32>
    %126 = stablehlo.reshape %122 : (tensor<1x4xf32>) -> tensor<4xf32>
    %127 = stablehlo.broadcast_in_dim %123, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %128 = stablehlo.broadcast_in_dim %124, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %129 = stablehlo.broadcast_in_dim %125, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %130 = stablehlo.broadcast_in_dim %126, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %131 = stablehlo.multiply %68, %127 : tensor<16x4xf32>
    %132 = stablehlo.multiply %69, %128 : tensor<16x4xf32>
    %133 = stablehlo.multiply %70, %129 : tensor<16x4xf32>
    %134 = stablehlo.multiply %71, %130 : tensor<16x4xf32>
    %135 = stablehlo.cosine %131 : tensor<16x4xf32>
    %136 = stablehlo.cosine %134 : tensor<16x4xf32>
    %137 = stablehlo.reshape %135 : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %138 = stablehlo.reshape %136 : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %140 = stablehlo.reshape %139 : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [1, 3] : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %142 = stablehlo.multiply %43, %141 : tensor<4x16x4x4xf32>
    %143 = stablehlo.slice %42 [0:4, 0:16, 0:4, 4:8] : (tensor<4x16x4x8xf32>) -> tensor<4x16x4x4xf32>
    %144 = stablehlo.sine %132 : tensor<16x4xf32>
    %145 = stablehlo.sine %133 : tensor<16x4xf32>
    %146 = stablehlo.reshape %144 : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %147 = stablehlo.reshape %145 : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %149 = stablehlo.reshape %148 : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [1, 3] : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %151 = stablehlo.multiply %143, %150 : tensor<4x16x4x4xf32>
    %152 = stablehlo.subtract %142, %151 : tensor<4x16x4x4xf32>
    %153 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [1, 3] : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %156 = stablehlo.multiply %43, %155 : tensor<4x16x4x4xf32>
    %157 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %158 = stablehlo.reshape %157 : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [1, 3] : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %160 = stablehlo.multiply %143, %159 : tensor<4x16x4x4xf32>
    %161 = stablehlo.add %156, %160 : tensor<4x16x4x4xf32>
    %162 = stablehlo.concatenate %152, %161, dim = 3 : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x8xf32>
    %163 = sdy.sharding_constraint %162 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x16x4x8xf32>
    %164 = stablehlo.dot_general %22, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %166 = stablehlo.slice %165 [0:4, 0:16, 0:4, 0:4] : (tensor<4x16x4x8xf32>) -> tensor<4x16x4x4xf32>
    %167 = stablehlo.convert %48 : (tensor<16xi32>) -> tensor<16xf32>
    %168 = stablehlo.convert %49 : (tensor<16xi32>) -> tensor<16xf32>
    %169 = stablehlo.convert %50 : (tensor<16xi32>) -> tensor<16xf32>
    %170 = stablehlo.convert %51 : (tensor<16xi32>) -> tensor<16xf32>
    %171 = stablehlo.reshape %167 : (tensor<16xf32>) -> tensor<16x1xf32>
    %172 = stablehlo.reshape %168 : (tensor<16xf32>) -> tensor<16x1xf32>
    %173 = stablehlo.reshape %169 : (tensor<16xf32>) -> tensor<16x1xf32>
    %174 = stablehlo.reshape %170 : (tensor<16xf32>) -> tensor<16x1xf32>
    %175 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %176 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %177 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %178 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %179 = stablehlo.reshape %175 : (tensor<16x1xf32>) -> tensor<16xf32>
    %180 = stablehlo.reshape %176 : (tensor<16x1xf32>) -> tensor<16xf32>
    %181 = stablehlo.reshape %177 : (tensor<16x1xf32>) -> tensor<16xf32>
    %182 = stablehlo.reshape %178 : (tensor<16x1xf32>) -> tensor<16xf32>
    %183 = stablehlo.broadcast_in_dim %179, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %184 = stablehlo.broadcast_in_dim %180, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %185 = stablehlo.broadcast_in_dim %181, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %186 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<16xf32>) -> tensor<16x4xf32>
    %187 = stablehlo.iota dim = 0 : tensor<4xf32>
    %188 = stablehlo.iota dim = 0 : tensor<4xf32>
    %189 = stablehlo.iota dim = 0 : tensor<4xf32>
    %190 = stablehlo.iota dim = 0 : tensor<4xf32>
    %191 = stablehlo.divide %187, %99 : tensor<4xf32>
    %192 = stablehlo.divide %188, %100 : tensor<4xf32>
    %193 = stablehlo.divide %189, %101 : tensor<4xf32>
    %194 = stablehlo.divide %190, %102 : tensor<4xf32>
    %195 = stablehlo.power %86, %191 : tensor<4xf32>
    %196 = stablehlo.power %87, %192 : tensor<4xf32>
    %197 = stablehlo.power %88, %193 : tensor<4xf32>
    %198 = stablehlo.power %89, %194 : tensor<4xf32>
    %199 = stablehlo.divide %77, %195 : tensor<4xf32>
    %200 = stablehlo.divide %78, %196 : tensor<4xf32>
    %201 = stablehlo.divide %79, %197 : tensor<4xf32>
    %202 = stablehlo.divide %80, %198 : tensor<4xf32>
    %203 = stablehlo.reshape %199 : (tensor<4xf32>) -> tensor<1x4xf32>
    %204 = stablehlo.reshape %200 : (tensor<4xf32>) -> tensor<1x4xf32>
    %205 = stablehlo.reshape %201 : (tensor<4xf32>) -> tensor<1x4xf32>
    %206 = stablehlo.reshape %202 : (tensor<4xf32>) -> tensor<1x4xf32>
    %207 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %208 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %209 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %210 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %211 = stablehlo.reshape %207 : (tensor<1x4xf32>) -> tensor<4xf32>
    %212 = stablehlo.reshape %208 : (tensor<1x4xf32>) -> tensor<4xf32>
    %213 = stablehlo.reshape %209 : (tensor<1x4xf32>) -> tensor<4xf32>
    %214 = stablehlo.reshape %210 : (tensor<1x4xf32>) -> tensor<4xf32>
    %215 = stablehlo.broadcast_in_dim %211, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %216 = stablehlo.broadcast_in_dim %212, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %217 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %218 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
    %219 = stablehlo.multiply %183, %215 : tensor<16x4xf32>
    %220 = stablehlo.multiply %184, %216 : tensor<16x4xf32>
    %221 = stablehlo.multiply %185, %217 : tensor<16x4xf32>
    %222 = stablehlo.multiply %186, %218 : tensor<16x4xf32>
    %223 = stablehlo.cosine %219 : tensor<16x4xf32>
    %224 = stablehlo.cosine %222 : tensor<16x4xf32>
    %225 = stablehlo.reshape %223 : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %226 = stablehlo.reshape %224 : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %228 = stablehlo.reshape %227 : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [1, 3] : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %230 = stablehlo.multiply %166, %229 : tensor<4x16x4x4xf32>
    %231 = stablehlo.slice %165 [0:4, 0:16, 0:4, 4:8] : (tensor<4x16x4x8xf32>) -> tensor<4x16x4x4xf32>
    %232 = stablehlo.sine %220 : tensor<16x4xf32>
    %233 = stablehlo.sine %221 : tensor<16x4xf32>
    %234 = stablehlo.reshape %232 : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %235 = stablehlo.reshape %233 : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [1, 3] : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %239 = stablehlo.multiply %231, %238 : tensor<4x16x4x4xf32>
    %240 = stablehlo.subtract %230, %239 : tensor<4x16x4x4xf32>
    %241 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %242 = stablehlo.reshape %241 : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [1, 3] : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %244 = stablehlo.multiply %166, %243 : tensor<4x16x4x4xf32>
    %245 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [1, 3] : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %248 = stablehlo.multiply %231, %247 : tensor<4x16x4x4xf32>
    %249 = stablehlo.add %244, %248 : tensor<4x16x4x4xf32>
    %250 = stablehlo.concatenate %240, %249, dim = 3 : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x8xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x16x4x8xf32>
    %252 = stablehlo.dot_general %163, %251, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x4x16x16xf32>
    %253 = sdy.constant dense<2.82842708> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %255 = stablehlo.divide %252, %254 : tensor<4x4x16x16xf32>
    %256 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [] : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %258 = stablehlo.select %40, %255, %257 : tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>
    %259 = sdy.constant dense<0xFF800000> : tensor<f32>
    %260 = stablehlo.reduce(%258 init: %259) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %261 = sdy.constant dense<0xFF800000> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [] : (tensor<f32>) -> tensor<4x4x16xf32>
    %263 = stablehlo.maximum %260, %262 : tensor<4x4x16xf32>
    %264 = stablehlo.reshape %263 : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %266 = stablehlo.reshape %265 : (tensor<4x4x16x1xf32>) -> tensor<4x4x16xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<4x4x16xf32>) -> tensor<4x4x16x16xf32>
    %268 = stablehlo.subtract %258, %267 : tensor<4x4x16x16xf32>
    %269 = stablehlo.exponential %268 : tensor<4x4x16x16xf32>
    %270 = stablehlo.reduce(%269 init: %2) applies stablehlo.add across dimensions = [3] : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %271 = stablehlo.reshape %270 : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %273 = stablehlo.reshape %272 : (tensor<4x4x16x1xf32>) -> tensor<4x4x16xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<4x4x16xf32>) -> tensor<4x4x16x16xf32>
    %275 = stablehlo.divide %269, %274 : tensor<4x4x16x16xf32>
    %276 = stablehlo.dot_general %25, %275, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x16x4x8xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x8x16xf32>
    %277 = stablehlo.transpose %276, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,16,4,8]{1,3,2,0}"} : (tensor<4x4x8x16xf32>) -> tensor<4x16x4x8xf32>
    %278 = sdy.sharding_constraint %277 <@mesh, [{}, {}, {"tp"}, {}]> : tensor<4x16x4x8xf32>
    %279 = stablehlo.reshape %278 : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %280 = stablehlo.dot_general %279, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %281 = stablehlo.add %0, %280 : tensor<4x16x32xf32>
    %282 = sdy.sharding_constraint %281 <@mesh, [{}, {}, {}]> : tensor<4x16x32xf32>
    %283 = stablehlo.multiply %282, %282 : tensor<4x16x32xf32>
    %284 = stablehlo.reduce(%283 init: %2) applies stablehlo.add across dimensions = [2] : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %285 = stablehlo.reshape %284 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %286 = stablehlo.divide %285, %7 : tensor<4x16x1xf32>
    %287 = stablehlo.add %286, %11 : tensor<4x16x1xf32>
    %288 = stablehlo.rsqrt %287 : tensor<4x16x1xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %290 = stablehlo.reshape %289 : (tensor<4x16x1xf32>) -> tensor<4x16xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %292 = stablehlo.multiply %282, %291 : tensor<4x16x32xf32>
    %293 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [2] : (tensor<32xf32>) -> tensor<4x16x32xf32>
    %297 = stablehlo.multiply %292, %296 : tensor<4x16x32xf32>
    %298 = stablehlo.dot_general %297, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %299 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %301 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %302 = stablehlo.negate %298 : tensor<4x16x64xf32>
    %303 = stablehlo.exponential %302 : tensor<4x16x64xf32>
    %304 = stablehlo.add %303, %300 : tensor<4x16x64xf32>
    %305 = stablehlo.divide %301, %304 : tensor<4x16x64xf32>
    %306 = stablehlo.multiply %298, %305 : tensor<4x16x64xf32>
    %307 = stablehlo.dot_general %297, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<4x16x64xf32>
    %309 = sdy.sharding_constraint %308 <@mesh, [{}, {}, {"tp"}]> : tensor<4x16x64xf32>
    %310 = stablehlo.dot_general %309, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %311 = stablehlo.add %282, %310 : tensor<4x16x32xf32>
    %312 = sdy.sharding_constraint %311 <@mesh, [{}, {}, {}]> : tensor<4x16x32xf32>
    return %312 : tensor<4x16x32xf32>
  }
}
